import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { OrderPhotoReport } from "@/lib/cabinet/photos/job-photos";
import { JobPhotosPanel } from "./JobPhotosPanel";
import { fittedSize } from "./shrink-photo";

jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const ORDER = "0b7c9a52-8f0e-4d44-9a51-3f7f1b0f2a11";
const photo = { id: "4f3a2b10-1111-4c4c-8888-222233334444", stage: "before" as const, url: "/api/photos/4f3a2b10-1111-4c4c-8888-222233334444?expires=1&sig=x", width: 1600, height: 1200, takenAt: "2026-04-06T13:05:00.000Z" };
const report = (before: (typeof photo)[], canChange = true): OrderPhotoReport => ({
  orderId: ORDER,
  as: "cleaner",
  shown: true,
  canChange,
  photoCount: before.length,
  sections: [
    { title: "Kitchen", items: [{ text: "Wipe counters", done: false }], before, after: [] },
    { title: "Bathrooms", items: [{ text: "Scrub the tub", done: false }], before: [], after: [] },
  ],
});

function fakeFetch(answer: { status: number; body: unknown }) {
  const sent: Array<{ url: string; method: string; body: FormData | undefined }> = [];
  Object.assign(globalThis, {
    fetch: jest.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, method: init?.method ?? "GET", body: init?.body instanceof FormData ? init.body : undefined });
      return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
    }),
  });
  return sent;
}

describe("JobPhotosPanel", () => {
  it("offers the rear camera for a before and an after photo of each section", () => {
    fakeFetch({ status: 200, body: {} });
    const { container } = render(<JobPhotosPanel initial={report([])} />);
    const inputs = container.querySelectorAll('input[type="file"]');
    expect(inputs).toHaveLength(4);
    for (const input of inputs) {
      expect(input).toHaveAttribute("accept", "image/*");
      expect(input).toHaveAttribute("capture", "environment");
    }
    expect(screen.getAllByText("Add before photo")).toHaveLength(2);
    expect(screen.getAllByText("Add after photo")).toHaveLength(2);
  });

  it("sends the photo with its section and stage, and shows what the server kept", async () => {
    const sent = fakeFetch({ status: 201, body: report([photo]) });
    const { container } = render(<JobPhotosPanel initial={report([])} />);
    const input = container.querySelector<HTMLInputElement>(`#photo-${ORDER}-0-before`);
    if (!input) throw new Error("no input");
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], "IMG_0042.jpg", { type: "image/jpeg" })] } });
    await waitFor(() => expect(screen.getByText("Before photo of Kitchen saved.")).toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: `/api/cabinet/jobs/${ORDER}/photos`, method: "POST" });
    expect(sent[0]?.body?.get("section")).toBe("Kitchen");
    expect(sent[0]?.body?.get("stage")).toBe("before");
    expect(sent[0]?.body?.get("photo")).toBeInstanceOf(Blob);
    expect(screen.getByRole("list", { name: "Before: Kitchen" })).toBeInTheDocument();
  });

  it("shows the server's refusal in its words", async () => {
    fakeFetch({ status: 415, body: { error: "SVG drawings are not accepted as job photos." } });
    const { container } = render(<JobPhotosPanel initial={report([])} />);
    const input = container.querySelector<HTMLInputElement>(`#photo-${ORDER}-1-after`);
    if (!input) throw new Error("no input");
    fireEvent.change(input, { target: { files: [new File(["<svg/>"], "x.svg", { type: "image/svg+xml" })] } });
    await waitFor(() => expect(screen.getByText("SVG drawings are not accepted as job photos.")).toBeInTheDocument());
  });

  it("shows a finished job's photos without the buttons", () => {
    fakeFetch({ status: 200, body: {} });
    const { container } = render(<JobPhotosPanel initial={report([photo], false)} />);
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(0);
    expect(screen.queryByText("Delete")).not.toBeInTheDocument();
    expect(screen.getByRole("img")).toHaveAttribute("src", photo.url);
  });
});

describe("fittedSize", () => {
  it("fits a phone photo inside 1600 px, keeping its shape, and never enlarges", () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
