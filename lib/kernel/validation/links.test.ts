import { containsLink } from "./links";

describe("containsLink: anything a mail client would turn into a link", () => {
  it.each([
    "evil-pay.com/r",
    "Pay at evil-pay.com",
    "EVIL-PAY.COM",
    "bit.ly/3xYz",
    "cheap.pills.shop",
    "Ana ana@evil-pay.com",
    "Visit https://win.example",
    "www.cheap-pills.example",
    "Ana //evil",
    "xn--80ak6aa92e.com",
  ])("finds the link in %j", (name) => {
    expect(containsLink(name)).toBe(true);
  });

  it.each(["Ana Ruiz", "Mary-Jane O'Neil", "J. R. R. Tolkien", "Dr. Aisha Bello", "St. John", "Nguyễn Thị Minh Khai", "José María", "O.J.", "Zoë 2nd floor"])(
    "leaves the name %j alone",
    (name) => {
      expect(containsLink(name)).toBe(false);
    },
  );
});
