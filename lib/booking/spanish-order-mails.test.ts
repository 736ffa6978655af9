/**
 * A booking made in Spanish keeps its language (docs/product.md, "Languages"): the order
 * stores it, and every email the visit's life sends is written in it, dates in es-US.
 */
import { eq, sql } from "drizzle-orm";
import { jobs, orders, settings, users } from "@/lib/platform/db/schema";
import { testDrivers, type TestDatabase } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { claimDueJobs, completeJob } from "@/lib/platform/jobs/queue";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";
import { createBillingJobHandlers } from "@/lib/payments/jobs";
import { createTestModeProvider } from "@/lib/payments/provider/test-mode";
import { createBookingJobHandlers } from "./jobs";
import { cancelOrderAsCustomer } from "./orders/cancel-order";
import { editOrderAsCustomer } from "./orders/edit-order";
import { assignCleaner, checkIn, checkOut, confirmOrder, markOrderCompleted } from "./orders/status-actions";
import { reviewRequestTime } from "./review-requests/schedule";
import { submitBooking } from "./submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "./test-support";

jest.setTimeout(30_000);

const logger = createLogger(undefined, "silent");
/** ICU may write a narrow no-break space before "a.m."; the tests read it as a space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");
const body = (mail: MailContent | undefined) => plain([mail?.heading, ...(mail?.paragraphs ?? []), mail?.footnote].join("\n"));

async function runDueJobs(db: TestDatabase["db"], handlers: JobHandlers, now: Date): Promise<void> {
  for (const job of await claimDueJobs(db, { limit: 50, lockMs: 60_000, now })) {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for ${job.kind}`);
    await handler(job.payload, { db, logger, job });
    await completeJob(db, job.id);
  }
}

describe.each(testDrivers())("a booking made in Spanish on %s", (driver) => {
  const database = useTestDatabase(driver);
  let sent: MailContent[];
  let handlers: JobHandlers;
  beforeEach(async () => {
    sent = [];
    handlers = {
      ...createBookingJobHandlers({ send: async (_to, content) => void sent.push(content), now: () => NOW, tipInvitation: async () => ({ cleanerName: "Marisol" }) }),
      ...createBillingJobHandlers({ send: async () => undefined, provider: () => createTestModeProvider() }),
    };
    // Each test sees only the mails of its own bookings.
    await database.db.delete(jobs).where(sql`true`);
  });

  async function book(customer: Parameters<typeof submitBooking>[1], start: Date, locale?: "en" | "es") {
    const result = await submitBooking(database.db, customer, submission(start, locale ? { locale } : {}), key(), { now: NOW });
    if (!result.ok) throw new Error(result.message);
    return result.order.id;
  }
  const localeOf = async (orderId: string) => (await database.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, orderId)))[0]?.locale;

  it("stores the language on the order, English when the request names none", async () => {
    const customer = await makeCustomer(database.db);
    expect(await localeOf(await book(customer, nyTime("2026-03-10", 9), "es"))).toBe("es");
    expect(await localeOf(await book(customer, nyTime("2026-03-10", 13)))).toBe("en");
  });

  it("sends the received email and the reminder in Spanish, dates in es-US", async () => {
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-10", 9);
    await book(customer, start, "es");
    await runDueJobs(database.db, handlers, NOW);
    const [received] = sent;
    expect(received?.subject).toMatch(/^Recibimos tu reserva C-\d+$/);
    expect(received?.heading).toBe("Gracias, Dana: ya tenemos tu reserva");
    expect(body(received)).toContain("el martes, 10 de marzo de 2026 a las 9:00 a.m. (aprox. 3 h) en 245 Bedford Ave");
    expect(body(received)).toContain("No cobramos nada a tu tarjeta ahora.");
    expect(body(received)).toContain("Puedes cambiar la fecha o cancelar en línea hasta 24 horas antes de la visita.");
    expect(received?.summary?.rows.map((row) => row.label)).toEqual(expect.arrayContaining(["Cuándo", "Servicio", "Dirección", "A pagar después de la visita"]));
    expect(received?.action?.label).toBe("Ver tu reserva");

    await runDueJobs(database.db, handlers, new Date(start.getTime() - 24 * 3600_000));
    expect(sent[1]?.subject).toMatch(/^Recordatorio: tu limpieza es mañana \(C-\d+\)$/);
    expect(body(sent[1])).toContain("Faltan menos de 24 horas");
  });

  it("confirms, moves and cancels in Spanish", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const id = await book(customer, nyTime("2026-03-11", 13), "es");
    expect(await confirmOrder(database.db, id, admin, { now: NOW })).toMatchObject({ ok: true });
    const { request: _r, specialOfferId: _o, giftCardCode: _g, acceptTerms: _t, ...details } = submission(nyTime("2026-03-12", 10));
    await editOrderAsCustomer(database.db, customer.id, id, { ...details, request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 } }, { now: NOW });
    await runDueJobs(database.db, handlers, NOW);
    expect(sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Recibimos tu reserva/),
      expect.stringMatching(/^Tu limpieza C-\d+ está confirmada$/),
      expect.stringMatching(/^Tu limpieza C-\d+ tiene un nuevo horario$/),
    ]);
    expect(body(sent[1])).toContain("Te enviaremos un recordatorio el día anterior.");
    // One o'clock reads "a la 1:00", every other hour "a las".
    expect(body(sent[2])).toContain("Antes era el miércoles, 11 de marzo de 2026 a la 1:00 p.m.");
    expect(body(sent[2])).toContain("Ahora: Regular cleaning el jueves, 12 de marzo de 2026 a las 10:00 a.m.");

    await cancelOrderAsCustomer(database.db, customer.id, id, { now: NOW });
    await runDueJobs(database.db, handlers, new Date("2026-04-01T00:00:00Z"));
    expect(sent[3]?.subject).toMatch(/^Tu limpieza C-\d+ está cancelada$/);
    expect(body(sent[3])).toContain("Cancelaste: Regular cleaning el jueves, 12 de marzo de 2026");
    expect(body(sent[3])).toContain("No debes nada.");
    expect(sent[3]?.action?.label).toBe("Reservar otra limpieza");
  });

  it("asks for the rating and offers the tip in Spanish after the visit", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const cleaner = await makeCustomer(database.db, { role: "Cleaner" });
    await database.db.update(users).set({ firstName: "Marisol" }).where(eq(users.id, cleaner.id));
    const id = await book(customer, nyTime("2026-03-13", 9), "es");
    await confirmOrder(database.db, id, admin, { now: NOW });
    await assignCleaner(database.db, id, cleaner.id, admin, { now: NOW });
    await checkIn(database.db, id, cleaner);
    expect(await checkOut(database.db, id, cleaner, { now: NOW, note: "Todo listo" })).toMatchObject({ ok: true });
    await runDueJobs(database.db, handlers, NOW);
    const assigned = sent.find((mail) => mail.subject.startsWith("Marisol hará tu limpieza"));
    expect(body(assigned)).toContain("Marisol hará esta visita");
    const poll = sent.find((mail) => mail.subject.startsWith("¿Cómo lo hicimos?"));
    expect(body(poll)).toContain("Terminamos tu regular cleaning del viernes, 13 de marzo de 2026 a las 9:00 a.m.");
    expect(body(poll)).toContain("¿Quieres agradecerle a Marisol?");
    expect(poll?.rating?.question).toBe("Toca una estrella: 1 es muy mal, 5 es excelente");
    expect(poll?.action?.label).toBe("Califica tu limpieza");
  });

  it("asks for the Google review in Spanish the day after (docs/product.md#review-requests)", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    await database.db.update(settings).set({ googleReviewUrl: "https://g.page/r/borough-bright/review" }).where(eq(settings.id, 1));
    const id = await book(customer, nyTime("2026-03-19", 9), "es");
    await confirmOrder(database.db, id, admin, { now: NOW });
    const completedAt = nyTime("2026-03-19", 15);
    expect(await markOrderCompleted(database.db, id, admin, { now: completedAt })).toMatchObject({ ok: true });
    await runDueJobs(database.db, handlers, reviewRequestTime(completedAt));
    const review = sent.find((mail) => mail.subject.startsWith("¿Nos dejarías una reseña en Google?"));
    expect(review?.heading).toMatch(/^Un pequeño favor, /);
    expect(body(review)).toContain("Gracias por recibir a nuestro equipo para tu regular cleaning del jueves, 19 de marzo de 2026 a las 9:00 a.m.");
    expect(review?.action?.label).toBe("Escribe una reseña en Google");
    expect(review?.footnote).toContain("no ofrecemos nada a cambio de una reseña");
  });
});
