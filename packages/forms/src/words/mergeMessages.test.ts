import { describe, expect, test } from "vitest";
import { mergeMessages } from "./mergeMessages.js";

interface Words {
  title: string;
  fields: { name: { label: string; hint: string }; email: { label: string } };
  tooLong: (limit: number) => string;
  choices: readonly string[];
}

const english: Words = {
  title: "Contact",
  fields: { name: { label: "Name", hint: "Optional." }, email: { label: "Email" } },
  tooLong: (limit) => `At most ${limit}`,
  choices: ["Solo", "2-10"],
};

const spanishTooLong = (limit: number) => `Como máximo ${limit}`;

describe("mergeMessages", () => {
  test.each([
    { case: "nothing given keeps every default", override: undefined, expected: english },
    { case: "an empty object keeps every default", override: {}, expected: english },
    {
      case: "a word deep inside replaces only that word",
      override: { fields: { name: { label: "Nombre" } } },
      expected: { ...english, fields: { ...english.fields, name: { label: "Nombre", hint: "Optional." } } },
    },
    {
      case: "a word given as undefined keeps the default",
      override: { title: undefined, fields: { email: { label: "Correo" } } },
      expected: { ...english, fields: { ...english.fields, email: { label: "Correo" } } },
    },
    {
      case: "a message with a number in it is replaced whole",
      override: { tooLong: spanishTooLong },
      expected: { ...english, tooLong: spanishTooLong },
    },
    {
      case: "a list is replaced whole, not merged item by item",
      override: { choices: ["Solo"] },
      expected: { ...english, choices: ["Solo"] },
    },
  ])("$case", ({ override, expected }) => {
    expect(mergeMessages(english, override)).toEqual(expected);
  });

  test("leaves the defaults as they were", () => {
    const before = structuredClone({ ...english, tooLong: undefined });
    mergeMessages(english, { title: "Contacto", fields: { name: { hint: "Opcional." } } });
    expect({ ...english, tooLong: undefined }).toEqual(before);
  });

  test("takes no word the defaults do not have, nor a prototype, from a translation read as JSON", () => {
    const parsed = JSON.parse('{"title":"Contacto","extra":"x","__proto__":{"polluted":true}}') as object;
    const merged = mergeMessages(english, parsed);
    expect(merged.title).toBe("Contacto");
    expect(merged).not.toHaveProperty("extra");
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
