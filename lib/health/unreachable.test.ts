import { describe, expect, it } from "vitest";

import { isDatabaseUnreachable } from "./unreachable";

const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect", errno: -111 });

describe("isDatabaseUnreachable", () => {
  it("knows a refused, reset or timed-out connection, however deeply it is wrapped", () => {
    expect(isDatabaseUnreachable(socketError("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([socketError("ECONNREFUSED"), socketError("ECONNREFUSED")]))).toBe(
      true,
    );
    expect(isDatabaseUnreachable(Object.assign(new Error("query failed"), { code: "P1001" }))).toBe(true);
    expect(isDatabaseUnreachable(new Error("outer", { cause: { kind: "DatabaseNotReachable", host: "db" } }))).toBe(
      true,
    );
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDatabaseUnreachable({
        name: "PrismaClientKnownRequestError",
        code: "P2010",
        meta: { driverAdapterError: { cause: { originalCode: "57P01" } } },
      }),
    ).toBe(true);
  });

  it("leaves a query the database refused, and anything else, to be a bug", () => {
    expect(isDatabaseUnreachable(Object.assign(new Error("unique"), { code: "P2002" }))).toBe(false);
    expect(isDatabaseUnreachable({ kind: "UniqueConstraintViolation" })).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
