import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { ReferralCredit } from "./ReferralCredit";

const AT = new Date("2026-03-10T15:00:00.000Z");

describe("ReferralCredit", () => {
  it("shows the link, what it is worth, the balance and each entry signed", () => {
    render(
      <ReferralCredit
        link="https://example.test/r/K7M3QX9P"
        welcomeCents={2_500}
        rewardCents={3_000}
        balanceCents={500}
        entries={[
          { id: "a", kind: "adjusted", amountCents: -2_500, reason: "Referral reversed: same household", createdAt: AT },
          { id: "b", kind: "earned", amountCents: 3_000, reason: "Referral reward", createdAt: AT },
        ]}
      />,
    );
    expect(screen.getByText("https://example.test/r/K7M3QX9P")).toBeInTheDocument();
    expect(screen.getByText(/They get \$25 off their first cleaning, and you get \$30 of credit/)).toBeInTheDocument();
    expect(screen.getByText("Account credit:")).toHaveTextContent("Account credit: $5");
    const items = within(screen.getByRole("list", { name: "Credit history" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Adjusted: Referral reversed: same household");
    expect(items[0]).toHaveTextContent("−$25");
    expect(items[1]).toHaveTextContent("Earned for a referral");
    expect(items[1]).toHaveTextContent("+$30");
  });

  it("says how much credit expires next and when, and nothing when none will", () => {
    const { rerender } = render(
      <ReferralCredit link="https://example.test/r/K7M3QX9P" welcomeCents={2_500} rewardCents={2_500} balanceCents={4_000} entries={[]} nextExpiry={{ amountCents: 1_500, expiresAt: new Date("2026-09-15T16:00:00.000Z") }} />,
    );
    expect(screen.getByText("$15 of it expires on Tue, Sep 15, 2026: book before then to use it.")).toBeInTheDocument();
    rerender(<ReferralCredit link="https://example.test/r/K7M3QX9P" welcomeCents={2_500} rewardCents={2_500} balanceCents={4_000} entries={[]} nextExpiry={null} />);
    expect(screen.queryByText(/expires on/)).toBeNull();
  });

  it("copies the whole link and says so", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<ReferralCredit link="https://example.test/r/K7M3QX9P" welcomeCents={2_500} rewardCents={2_500} balanceCents={0} entries={[]} />);
    expect(screen.queryByRole("list", { name: "Credit history" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    });
    expect(writeText).toHaveBeenCalledWith("https://example.test/r/K7M3QX9P");
    expect(screen.getByText("Link copied")).toBeInTheDocument();
  });
});
