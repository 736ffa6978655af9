/**
 * Receipts and refunds (docs/payments.md), in a browser, in test mode: a new customer books,
 * saves test card 4242, the cleaner checks out and the card is charged once; the receipt email
 * carries the total and a link to the receipt page, which shows the price lines, the NYC sales
 * tax, the payment and a zero balance (and passes axe). An Admin then refunds part of it with a
 * reason from the order's payments panel: the customer gets the refund email and the receipt
 * shows the refund. Runs on a server of its own (the job worker charges and mails).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEMO, mailWithSubject, unfoldMail } from "./support/accounts";
import { usePaidVisitServer } from "./support/paid-visits";
import { saveCardOnTestPage } from "./support/test-card";

test.describe("receipts and refunds", () => {
  test.describe.configure({ mode: "serial" });
  const { server, contextAs, newCustomer, book, workTheVisit } = usePaidVisitServer();

  test("the charged visit's receipt email and page are right; a partial refund is emailed and shown", async ({ browser }) => {
    const { page, email } = await newCustomer(browser);
    const order = await book(page.request, email, 3);
    await page.goto(order.cardSetupUrl ?? "");
    await saveCardOnTestPage(page, "4242 4242 4242 4242", /Save card/);
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?order=${order.id}&card=saved$`));

    await workTheVisit(browser, order.id);

    // The job worker charges the card and queues the receipt in the same transaction.
    const receiptMail = unfoldMail(await mailWithSubject(email, `Receipt for your cleaning ${order.number}: `, server().dataDir));
    const charged = receiptMail.match(new RegExp(`Subject: Receipt for your cleaning ${order.number}: (\\$[\\d,.]+) paid`))?.[1] ?? "";
    expect(charged).toMatch(/^\$\d/);
    expect(receiptMail).toContain("Balance due: $0.");
    const link = receiptMail.match(/https?:\/\/[^\s"<>]*\/order\/[0-9a-f-]{36}\/receipt/)?.[0] ?? "";
    expect(link).toContain(`/order/${order.id}/receipt`);

    await page.goto(new URL(link).pathname);
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt).toContainText("Borough Bright");
    await expect(receipt).toContainText(order.number);
    const price = receipt.getByRole("table", { name: /Price, line by line/ });
    await expect(price.getByRole("row", { name: /NYC sales tax/ })).toBeVisible();
    // Paid: the lines end at the total, and "Paid" and "Balance due" say the rest.
    await expect(price.getByRole("row", { name: /^Total/ })).toContainText(charged);
    await expect(price.getByRole("row", { name: /Amount due/ })).toHaveCount(0);
    const payments = receipt.getByRole("table", { name: "Payments and tips" });
    await expect(payments.getByRole("row", { name: /Visit/ })).toContainText(`Paid by card, Visa •••• 4242, expires 08/29`);
    await expect(payments.getByRole("row", { name: /Visit/ })).toContainText(charged);
    await expect(page.getByTestId("receipt-balance")).toHaveText("$0");
    await expect(page.getByRole("button", { name: "Print this receipt" })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // The order page links to the receipt.
    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole("link", { name: "View and print your receipt" })).toHaveAttribute("href", `/order/${order.id}/receipt`);
    // …and agrees with it: paid, balance, never "Amount due"; "Your visit" names the card charged.
    const orderPrice = page.getByRole("region", { name: "Price" });
    await expect(orderPrice).not.toContainText("Amount due");
    await expect(orderPrice.getByTestId("receipt-balance")).toHaveText("$0");
    await expect(page.getByRole("region", { name: "Your visit" })).toContainText("Visa •••• 4242, expires 08/29 (charged)");

    // An Admin refunds $10 of it from the order's payments panel, with a reason.
    const admin = await (await contextAs(browser, DEMO.admin)).newPage();
    await admin.goto(`/admin/orders/${order.id}`);
    const panel = admin.getByRole("region", { name: "Payments" });
    await panel.getByRole("button", { name: "Refund" }).click();
    const dialog = admin.getByRole("dialog", { name: "Refund the visit charge?" });
    await expect(dialog.getByLabel("Amount (dollars)")).toHaveValue(charged.replace("$", "").replace(/,/g, "").replace(/^(\d+)$/, "$1.00"));
    await dialog.getByLabel("Amount (dollars)").fill("10");
    await dialog.getByLabel("Reason").fill("The balcony was skipped");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect(panel.getByRole("status")).toContainText("$10 refunded to Visa •••• 4242, expires 08/29");
    await expect(panel).toContainText("refunded $10");

    const refundMail = await mailWithSubject(email, `Refund of $10 for your cleaning ${order.number}`, server().dataDir);
    expect(refundMail.replace(/=\r?\n/g, "")).toContain("The balcony was skipped");

    await page.goto(`/order/${order.id}/receipt`);
    const refunds = page.getByRole("article", { name: "Receipt" }).getByRole("table", { name: "Money given back" });
    await expect(refunds).toContainText("Refund to Visa •••• 4242, expires 08/29");
    await expect(refunds).toContainText("The balcony was skipped");
    await expect(refunds).toContainText("−$10");
    await expect(page.getByTestId("receipt-balance")).toHaveText("$0");
  });
});
