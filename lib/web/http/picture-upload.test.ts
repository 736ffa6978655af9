import { toResponse } from "@/lib/web/http/answer";
import { PICTURE_TOO_LARGE_MESSAGE } from "../../account/picture";
import { readPictureUpload } from "./picture-upload";

function multipart(form: FormData): Request {
  return new Request("http://localhost/api/account/picture", { method: "POST", body: form });
}

async function errorOf(result: Awaited<ReturnType<typeof readPictureUpload>>) {
  if (result.ok) throw new Error("expected a refusal");
  const response = toResponse(result);
  return { status: response.status, body: (await response.json()) as { error: string; fieldErrors?: Record<string, string> } };
}

describe("readPictureUpload", () => {
  it("gives the bytes of the picture field", async () => {
    const form = new FormData();
    form.set("picture", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "me.png");
    const result = await readPictureUpload(multipart(form));
    expect(result.ok && Array.from(result.data)).toEqual([1, 2, 3]);
  });

  it("asks for a picture when the field is missing or empty", async () => {
    const form = new FormData();
    form.set("picture", new Blob([]), "empty.png");
    expect(await errorOf(await readPictureUpload(multipart(form)))).toMatchObject({ status: 400, body: { fieldErrors: { picture: "Choose a picture to upload." } } });
    expect(await errorOf(await readPictureUpload(multipart(new FormData())))).toMatchObject({ status: 400 });
  });

  it("refuses anything but multipart", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect((await errorOf(await readPictureUpload(request))).status).toBe(415);
  });

  it("refuses more than 5 MB, declared or streamed, without buffering it all", async () => {
    const form = new FormData();
    form.set("picture", new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), "big.png");
    expect(await errorOf(await readPictureUpload(multipart(form)))).toEqual({
      status: 413,
      body: { error: PICTURE_TOO_LARGE_MESSAGE, fieldErrors: { picture: PICTURE_TOO_LARGE_MESSAGE } },
    });

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = new Request("http://localhost/", {
      method: "POST",
      body: endless,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect((await errorOf(await readPictureUpload(streamed))).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
});
