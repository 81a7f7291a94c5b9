import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

import { conversions } from "./conversion-cases.ts";
import { arbitraryProperty, removalProbeFor, tailwindClassFor } from "./convert.ts";

describe("tailwindClassFor", () => {
  it.each(conversions)("%s: %s -> %s", (property, value, expected) => {
    expect(tailwindClassFor(property, value)).toBe(expected);
  });

  it("reads camelCase and vendor-prefixed property names", () => {
    expect(tailwindClassFor("paddingLeft", "16px")).toBe("pl-4");
    expect(tailwindClassFor("backgroundColor", "#fff")).toBe("bg-white");
    expect(tailwindClassFor("borderTopLeftRadius", "0.5rem")).toBe("rounded-tl-lg");
    expect(tailwindClassFor("zIndex", "20")).toBe("z-20");
    expect(tailwindClassFor("WebkitLineClamp", "3")).toBe("[-webkit-line-clamp:3]");
  });

  it("ignores surrounding and repeated whitespace in values", () => {
    expect(tailwindClassFor("padding", "  16px ")).toBe("p-4");
    expect(tailwindClassFor("flex", "1  1   0%")).toBe("flex-1");
    expect(tailwindClassFor("display", "Flex")).toBe("flex");
  });

  it("escapes underscores so they are not read as spaces", () => {
    expect(arbitraryProperty("content", '"a_b c"')).toBe('[content:"a\\_b_c"]');
  });
});

describe("removalProbeFor", () => {
  const removes = (property: string, token: string) => {
    const probe = removalProbeFor(property);
    if (probe === null) throw new Error(`no probe for ${property}`);
    return twMerge(token, probe) === probe;
  };

  it("overrides every class that sets the property, the shorthand's sides included", () => {
    expect(removes("padding", "p-2")).toBe(true);
    expect(removes("padding", "p-[13px]")).toBe(true);
    expect(removes("padding", "px-4")).toBe(true);
    expect(removes("padding", "pl-1")).toBe(true);
    expect(removes("color", "text-[#ff0000]")).toBe(true);
    expect(removes("color", "text-red-500")).toBe(true);
    expect(removes("fontSize", "text-lg")).toBe(true);
    expect(removes("fontSize", "text-[13px]")).toBe(true);
    expect(removes("display", "hidden")).toBe(true);
    expect(removes("display", "inline-flex")).toBe(true);
    expect(removes("border-width", "border")).toBe(true);
    expect(removes("border-radius", "rounded-full")).toBe(true);
    expect(removes("box-shadow", "shadow-lg")).toBe(true);
    expect(removes("text-decoration-line", "line-through")).toBe(true);
    expect(removes("opacity", "opacity-50")).toBe(true);
  });

  it("leaves classes of other properties, other sides and other variants", () => {
    expect(removes("padding-left", "p-4")).toBe(false);
    expect(removes("padding", "m-4")).toBe(false);
    expect(removes("color", "text-lg")).toBe(false);
    expect(removes("fontSize", "text-[#ff0000]")).toBe(false);
    expect(removes("border-width", "border-red-500")).toBe(false);
    expect(removes("padding", "hover:p-2")).toBe(false);
    expect(removes("padding", "card")).toBe(false);
  });

  it("is a class of the converter's own output group for every table property", () => {
    for (const [property, value] of conversions) {
      const probe = removalProbeFor(property);
      const converted = tailwindClassFor(property, value);
      if (converted.startsWith("[")) continue;
      expect(probe, property).not.toBeNull();
      expect(twMerge(converted, probe ?? ""), `${property}: ${converted}`).toBe(probe);
    }
  });

  it("is null for properties only written as arbitrary properties", () => {
    expect(removalProbeFor("mix-blend-mode")).toBeNull();
    expect(removalProbeFor("--brand")).toBeNull();
  });
});
