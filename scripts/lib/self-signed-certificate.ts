// A throwaway certificate for serving the fixture pages over HTTPS on the sites' own host names (the browser is
// told to resolve them to loopback and to accept it), for the extension's end-to-end tests and screenshots.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function selfSignedCertificate(hosts: readonly string[]): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "hookline-sites-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  const names = hosts.map((host) => `DNS:${host}`).join(",");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      `/CN=${hosts[0] ?? "localhost"}`,
      "-addext",
      `subjectAltName=${names}`,
    ],
    { stdio: "pipe" },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}
