import { describe, expect, it } from "vitest";

import { checkPostizUrl, isPrivateAddress, normalizePostizUrl, publicOnlyLookup } from "./url";

const publicHost = async () => ["93.184.215.14"];

describe("the Postiz address", () => {
  it("is the public API's base, whatever form it was typed in", () => {
    expect(normalizePostizUrl("https://api.postiz.com").href).toBe("https://api.postiz.com/public/v1");
    expect(normalizePostizUrl("platform.postiz.com/launches").href).toBe("https://api.postiz.com/public/v1");
    expect(normalizePostizUrl("https://postiz.example.com/api").href).toBe("https://postiz.example.com/api/public/v1");
    expect(normalizePostizUrl("https://postiz.example.com/api/public/v1/").href).toBe(
      "https://postiz.example.com/api/public/v1",
    );
    expect(normalizePostizUrl(" postiz.example.com:8443 ").href).toBe("https://postiz.example.com:8443/public/v1");
  });

  it("is https, without credentials, query or fragment", () => {
    expect(() => normalizePostizUrl("http://postiz.example.com/api")).toThrow(/https:\/\//);
    expect(() => normalizePostizUrl("ftp://postiz.example.com")).toThrow(/https:\/\//);
    expect(() => normalizePostizUrl("https://me:secret@postiz.example.com")).toThrow(/user name and password/);
    expect(() => normalizePostizUrl("https://postiz.example.com/api?key=1")).toThrow(/query/);
    expect(() => normalizePostizUrl("https://")).toThrow(/not a web address/);
    expect(normalizePostizUrl("http://10.0.0.5:5000/api", { allowHttp: true }).href).toBe(
      "http://10.0.0.5:5000/api/public/v1",
    );
  });

  it("knows private, loopback and link-local addresses, v4 and v6", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "100.64.0.1",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["93.184.215.14", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it("refuses a host that resolves to any private address unless the server allows it", async () => {
    const mixed = async () => ["93.184.215.14", "10.0.0.7"];
    await expect(
      checkPostizUrl("https://postiz.example.com/api", { allowPrivate: false, resolve: mixed }),
    ).rejects.toThrow(/private network/);
    await expect(checkPostizUrl("https://127.0.0.1:4000", { allowPrivate: false })).rejects.toThrow(/private network/);
    await expect(checkPostizUrl("https://[::1]:4000", { allowPrivate: false })).rejects.toThrow(/private network/);
    await expect(
      checkPostizUrl("https://postiz.example.com/api", { allowPrivate: false, resolve: publicHost }),
    ).resolves.toBe("https://postiz.example.com/api/public/v1");
    await expect(checkPostizUrl("http://127.0.0.1:4000", { allowPrivate: true })).resolves.toBe(
      "http://127.0.0.1:4000/public/v1",
    );
    // Plain http only to a private host, even when private hosts are allowed.
    await expect(
      checkPostizUrl("http://postiz.example.com", { allowPrivate: true, resolve: publicHost }),
    ).rejects.toThrow(/https:\/\//);
  });

  it("says so when the host cannot be found", async () => {
    const nowhere = async (): Promise<string[]> => {
      throw new Error("ENOTFOUND");
    };
    await expect(checkPostizUrl("https://postiz.invalid", { allowPrivate: false, resolve: nowhere })).rejects.toThrow(
      /cannot be found/,
    );
  });
});

describe("the connection's own lookup", () => {
  it("refuses a name that resolves to this machine, so a rebinding name cannot reach it after the check", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", {}, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe("EPRIVATE");
  });

  it("counts IPv4 written inside IPv6 as the IPv4 network it reaches", () => {
    expect(isPrivateAddress("64:ff9b::a00:1")).toBe(true);
    expect(isPrivateAddress("2002:a00:1::")).toBe(true);
    expect(isPrivateAddress("::a00:1")).toBe(true);
    expect(isPrivateAddress("2606:4700::1111")).toBe(false);
  });
});
