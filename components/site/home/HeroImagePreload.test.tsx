import { render } from "@testing-library/react";
import { HeroImagePreload } from "./HeroImagePreload";

const preloads = () => document.head.querySelectorAll('link[rel="preload"][data-preload="home-hero"]');

describe("HeroImagePreload", () => {
  it("adds the image preload on entering the page and removes it on leaving", () => {
    const { unmount } = render(<HeroImagePreload href="/illustrations/hero-brownstones.svg" />);
    expect(preloads()).toHaveLength(1);
    const link = preloads()[0] as HTMLLinkElement;
    expect(link.getAttribute("href")).toBe("/illustrations/hero-brownstones.svg");
    expect(link.getAttribute("as")).toBe("image");
    unmount();
    expect(preloads()).toHaveLength(0);
  });
});
