import type { Catalogue } from "./messages/catalogue";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { translator } from "./translator";

/** Every leaf of a catalogue as [dotted key, message]. */
function leaves(tree: object, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

/** The names of the values a message takes: `{name}` and `{name, plural, …}`, not the words inside a plural's branches. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let index = 0; index < message.length; index += 1) {
    if (message[index] === "{") {
      if (depth === 0) names.add(/^\{\s*(\w+)/.exec(message.slice(index))?.[1] ?? "");
      depth += 1;
    } else if (message[index] === "}") depth -= 1;
  }
  return [...names].sort();
}

describe("the catalogues", () => {
  it("refuse a Spanish catalogue with a key missing or one English lacks, at the type check", () => {
    type Source = { readonly greeting: "Hello, {name}"; readonly nested: { readonly bye: "Goodbye" } };
    // @ts-expect-error: "nested.bye" is missing.
    const missing: Catalogue<Source> = { greeting: "Hola, {name}", nested: {} };
    // @ts-expect-error: "extra" is not an English key.
    const extra: Catalogue<Source> = { greeting: "Hola, {name}", nested: { bye: "Adiós" }, extra: "de más" };
    expect([missing, extra]).toHaveLength(2);
  });

  it("give Spanish every English key, with the same values in each message", () => {
    const spanish = new Map(leaves(es));
    const english = leaves(en);
    expect([...spanish.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, message] of english) {
      expect({ key, values: argumentsOf(spanish.get(key) ?? "") }).toEqual({ key, values: argumentsOf(message) });
    }
  });

  it("translate a message in each language, plurals by the language's rules", () => {
    expect(translator("en", "orderMails")("confirmed.subject", { number: "C-10042" })).toBe("Your cleaning C-10042 is confirmed");
    expect(translator("es", "orderMails")("confirmed.subject", { number: "C-10042" })).toBe("Tu limpieza C-10042 está confirmada");
    const stopped = (locale: "en" | "es", count: number) => translator(locale, "orderMails")("seriesCancelled.stopped", { service: "limpieza", count });
    expect(stopped("en", 1)).toContain("cancelled 1 upcoming visit.");
    expect(stopped("es", 1)).toContain("cancelamos 1 visita próxima.");
    expect(stopped("es", 6)).toContain("cancelamos 6 visitas próximas.");
  });
});
