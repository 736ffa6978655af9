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


/**
 * A fake API whose answers wait until the test gives them, for what a form shows while its
 * requests are on their way: `calls` counts the requests, `answer` lets the oldest waiting one through.
 */
export function installHeldFetch(): { calls: () => number; answer: (answer: FakeAnswer) => void } {
  const waiting: Array<(answer: FakeAnswer) => void> = [];
  const fetchMock = jest.fn(() => new Promise<FakeAnswer>((resolve) => waiting.push(resolve)).then((answer) => ({ ok: answer.status < 400, status: answer.status, json: async () => answer.body })));
  Object.assign(globalThis, { fetch: fetchMock });
  return { calls: () => fetchMock.mock.calls.length, answer: (answer) => waiting.shift()?.(answer) };
}
