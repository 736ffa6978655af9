import { loadProfile, updateProfile } from "./profile";
import { profileUpdateSchema } from "./profile-schema";
import { savePicture } from "./picture";
import { createTestUser } from "./test-support";
import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";
import { eq } from "drizzle-orm";
import { users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

describe.each(testDrivers())("profile on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });


  it("shows the owner's details without anything secret", async () => {
    const user = await createTestUser(database.db, { phone: "(212) 555-0101" });
    const profile = await loadProfile(database.db, user.id);
    expect(profile).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: false,
      firstName: "Ana",
      lastName: "Ruiz",
      phone: "(212) 555-0101",
      pictureUrl: null,
      hasPicture: false,
      hasPassword: true,
      locale: "en",
    });
    expect(JSON.stringify(profile)).not.toContain("argon2");
  });

  it("shows a phone stored in E.164 the way people write it", async () => {
    const user = await createTestUser(database.db, { phone: "+12125550101" });
    expect((await loadProfile(database.db, user.id))?.phone).toBe("(212) 555-0101");
  });

  it("changes names and a phone stored in E.164, and only the fields given", async () => {
    const user = await createTestUser(database.db);
    const patch = profileUpdateSchema.parse({ firstName: "  Anabel ", lastName: "Ruiz-Ortega", phone: "718.555.0103" });
    const updated = await updateProfile(database.db, user.id, patch);
    expect(updated).toMatchObject({ firstName: "Anabel", lastName: "Ruiz-Ortega", phone: "(718) 555-0103" });
    const [stored] = await database.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
    expect(stored?.phone).toBe("+17185550103");

    const onlyPhone = await updateProfile(database.db, user.id, profileUpdateSchema.parse({ phone: "" }));
    expect(onlyPhone).toMatchObject({ firstName: "Anabel", lastName: "Ruiz-Ortega", phone: null });
  });

  it("refuses bad input with messages per field", () => {
    const result = profileUpdateSchema.safeParse({ firstName: " ", lastName: "x".repeat(61), phone: "12345" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);
    expect(messages).toEqual({ firstName: "Enter your first name.", lastName: "Keep your last name under 60 characters.", phone: PHONE_PROBLEM_MESSAGES.invalid });
    expect(profileUpdateSchema.safeParse({}).success).toBe(false);
  });

  it("gives the uploaded picture's versioned URL", async () => {
    const user = await createTestUser(database.db);
    const at = new Date("2026-02-01T10:00:00.123Z");
    await savePicture(database.db, user.id, Buffer.from("fake"), at);
    expect((await loadProfile(database.db, user.id))?.pictureUrl).toBe(`/api/users/${user.id}/picture?v=${at.getTime().toString(36)}`);
  });

  it("answers null for an account that is gone", async () => {
    expect(await updateProfile(database.db, "00000000-0000-4000-8000-000000000000", { firstName: "X" })).toBeNull();
  });
});
