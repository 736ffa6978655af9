/** Shared set-up of the admin component tests: a fake API, router and session helpers. */

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** Every call the component made: URL, method and parsed JSON body. */
export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
}

export function installFakeFetch(answers: FakeAnswer[] | (() => FakeAnswer)): SentRequest[] {
  const sent: SentRequest[] = [];
  const next = typeof answers === "function" ? answers : () => answers.shift() ?? { status: 200, body: {} };
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    sent.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = next();
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return sent;
}

