import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { WebFetchError } from "@esg/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicUnicast } from "./address-policy";
import { createWebFetcher, type WebFetcherOptions } from "./web-fetcher";

type Decoy = { server: http.Server; port: number; hits: number; reset(): void };

/** A local server that counts every request it gets; SSRF refusals must leave it at 0 hits. */
async function decoy(host: string, handler: http.RequestListener): Promise<Decoy> {
  const d = { hits: 0 } as Decoy;
  d.server = http.createServer((req, res) => {
    d.hits++;
    handler(req, res);
  });
  await new Promise<void>((r) => d.server.listen(0, host, r));
  d.port = (d.server.address() as AddressInfo).port;
  d.reset = () => {
    d.hits = 0;
  };
  return d;
}

const html = (body: string) =>
  `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;
let main: Decoy;
let second: Decoy;

beforeAll(async () => {
  main = await decoy("127.0.0.1", (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const p = url.pathname;
    if (p === "/page") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html("<p>Scope 1: 10 t</p>"));
    } else if (p === "/gzip") {
      res
        .writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" })
        .end(gzipSync(html("zipped")));
    } else if (p === "/pdf") {
      res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4");
    } else if (p === "/missing") {
      res.writeHead(404, { "content-type": "text/html" }).end("nope");
    } else if (p === "/big") {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = "x".repeat(64 * 1024);
      for (let i = 0; i < 40; i++) res.write(chunk); // 2.5 MiB without content-length
      res.end();
    } else if (p === "/big-declared") {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(3 * 1024 * 1024) });
      res.end();
    } else if (p === "/slow") {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html>"); // never finishes
    } else if (p === "/hang") {
      // never answers
    } else if (p.startsWith("/redirect/")) {
      const n = Number(p.split("/")[2]);
      res.writeHead(302, { location: n > 0 ? `/redirect/${n - 1}` : "/page" }).end();
    } else if (p === "/to") {
      res.writeHead(301, { location: url.searchParams.get("u") ?? "/" }).end();
    } else {
      res.writeHead(200, { "content-type": "text/html" }).end(html("home"));
    }
  });
  second = await decoy("127.0.0.2", (_req, res) => {
    res.writeHead(200, { "content-type": "text/html" }).end(html("internal secret"));
  });
});
afterAll(() => {
  main.server.close();
  second.server.close();
});

/** Lets through the decoys' ports only: every address is still checked by the production policy. */
const portsOnly = (): WebFetcherOptions => ({
  unsafeTestAllowList: { cidrs: [], ports: [main.port, second.port] },
});
/** Additionally allows the main decoy's address, as if it were a public site. */
const mainAllowed = (extra: WebFetcherOptions = {}): WebFetcherOptions => ({
  unsafeTestAllowList: { cidrs: ["127.0.0.1/32"], ports: [main.port, second.port] },
  ...extra,
});

async function failure(p: Promise<unknown>): Promise<WebFetchError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(WebFetchError);
    return e as WebFetchError;
  }
  throw new Error("expected a failure");
}

describe("address policy", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd00:ec2::254",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "ff02::1",
    "not an ip",
    "127.1",
    "fe80::1%eth0",
  ])("refuses %s", (a) => {
    expect(isPublicUnicast(a)).toBe(false);
  });
  it.each([
    // IPv4-compatible ::/96 (deprecated): ipaddr.js reads "::a.b.c.d" as ::ffff:a.b.c.d, so both spellings.
    "::7f00:1",
    "::127.0.0.1",
    "::a00:1",
    "::8.8.8.8",
    "::808:808",
    // NAT64: the local-use prefix, and the well-known one whatever IPv4 it carries (the gateway picks the target).
    "64:ff9b:1::7f00:1",
    "64:ff9b:1::808:808",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::8.8.8.8",
    // Site-local (deprecated, still routed inside some networks).
    "fec0::1",
    "feff::1",
    // IPv4-translated, 6to4 and Teredo (client 127.0.0.1 is stored inverted: ~7f000001 = 80ff:fffe).
    "::ffff:0:7f00:1",
    "2002:a9fe:a9fe::1",
    "2002:808:808::1",
    "2001:0:4136:e378:8000:63bf:80ff:fffe",
    // IPv4-mapped forms of every refused IPv4 class.
    "::ffff:169.254.169.254",
    "::ffff:100.64.0.1",
    "::ffff:0.0.0.0",
    "::ffff:192.168.0.1",
    // ISATAP interface ids carrying a refused IPv4 inside an ordinary global prefix.
    "2600::5efe:127.0.0.1",
    "2600::200:5efe:a9fe:a9fe",
    "2600::100:5efe:a00:1",
    // Outside 2000::/3, or documentation / discard space.
    "100::1",
    "4000::1",
    "5f00::1",
    "3fff::1",
    "2001:db8::1",
  ])("refuses the IPv6 form %s", (a) => {
    expect(isPublicUnicast(a)).toBe(false);
  });
  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82a::200e",
    "::ffff:8.8.8.8",
    "2600::200:5efe:808:808",
  ])("allows %s", (a) => {
    expect(isPublicUnicast(a)).toBe(true);
  });
});

describe("SSRF refusals reach no socket (decoy hits stay 0)", () => {
  const cases = (port: () => number) => [
    `http://127.0.0.1:${port()}/page`,
    `http://2130706433:${port()}/page`,
    `http://0x7f.1:${port()}/page`,
    `http://0x7f000001:${port()}/page`,
    `http://017700000001:${port()}/page`,
    `http://127.1:${port()}/page`,
    `http://[::ffff:127.0.0.1]:${port()}/page`,
    `http://[::ffff:7f00:1]:${port()}/page`,
    `http://[::1]:${port()}/page`,
    `http://localhost:${port()}/page`,
    `http://decoy.test:${port()}/page`,
  ];
  it("refuses loopback in every spelling with 'refused'", async () => {
    const fetcher = createWebFetcher({
      ...portsOnly(),
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    main.reset();
    for (const url of cases(() => main.port)) {
      const e = await failure(fetcher.fetchHtml(url));
      expect(e.kind, url).toBe("refused");
      expect(e.message).toMatch(/not a public internet address/);
    }
    expect(main.hits).toBe(0);
  });

  /** IPv6 spellings of a refused address; the decoy listens on 127.0.0.1, the first few name it. */
  const v6Forms = [
    "::7f00:1",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b:1::7f00:1",
    "fec0::1",
    "::ffff:0:7f00:1",
    "2002:7f00:1::1",
    "2001:0:4136:e378:8000:63bf:80ff:fffe",
    "2600::5efe:127.0.0.1",
    "::ffff:169.254.169.254",
  ];
  it.each(v6Forms)("refuses [%s] as a URL literal and as a DNS answer", async (address) => {
    main.reset();
    const fetcher = createWebFetcher({ ...portsOnly(), resolve: async () => [{ address, family: 6 }] });
    for (const url of [`http://[${address}]:${main.port}/page`, `http://v6.test:${main.port}/page`]) {
      const e = await failure(fetcher.fetchHtml(url));
      expect(e.kind, url).toBe("refused");
      expect(e.message).toMatch(/not a public internet address/);
    }
    expect(main.hits).toBe(0);
  });

  it("refuses a host if any of its addresses is not public (DNS rebinding mix)", async () => {
    const fetcher = createWebFetcher({
      ...portsOnly(),
      resolve: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
    });
    main.reset();
    expect((await failure(fetcher.fetchHtml(`http://mixed.test:${main.port}/page`))).kind).toBe("refused");
    expect(main.hits).toBe(0);
  });

  it.each([
    ["ftp://example.com/", /only http and https/],
    ["file:///etc/passwd", /only http and https/],
    ["gopher://example.com/", /only http and https/],
    ["http://user:pw@example.com/", /credentials/],
    ["http://example.com:8080/", /default port/],
    ["https://example.com:22/", /default port/],
  ])("refuses %s before any lookup", async (url, message) => {
    let lookups = 0;
    const fetcher = createWebFetcher({
      resolve: async () => {
        lookups++;
        return [{ address: "93.184.216.34", family: 4 }];
      },
    });
    const e = await failure(fetcher.fetchHtml(url));
    expect(e.kind).toBe("refused");
    expect(e.message).toMatch(message);
    expect(lookups).toBe(0);
  });

  it("refuses a non-default port even when it points at an allowed decoy", async () => {
    main.reset();
    const e = await failure(createWebFetcher().fetchHtml(`http://127.0.0.1:${main.port}/page`));
    expect(e.kind).toBe("refused");
    expect(main.hits).toBe(0);
  });

  it.each(["not a url", "", "http://", "://x"])("malformed %j → invalid_url", async (url) => {
    expect((await failure(createWebFetcher().fetchHtml(url))).kind).toBe("invalid_url");
  });
});

describe("fetching through the test-only allow-list", () => {
  it("fetches HTML from the allowed decoy and connects to the vetted address", async () => {
    main.reset();
    const fetcher = createWebFetcher(
      mainAllowed({ resolve: async () => [{ address: "127.0.0.1", family: 4 }] }),
    );
    const page = await fetcher.fetchHtml(`http://company.test:${main.port}/page`);
    expect(page.html).toContain("Scope 1: 10 t");
    expect(page.finalUrl).toBe(`http://company.test:${main.port}/page`);
    expect(main.hits).toBe(1);
  });

  it("decodes gzip", async () => {
    const page = await createWebFetcher(mainAllowed()).fetchHtml(`http://127.0.0.1:${main.port}/gzip`);
    expect(page.html).toContain("zipped");
  });

  it("follows up to 3 redirects and refuses the 4th", async () => {
    const fetcher = createWebFetcher(mainAllowed());
    const ok = await fetcher.fetchHtml(`http://127.0.0.1:${main.port}/redirect/2`);
    expect(ok.finalUrl).toBe(`http://127.0.0.1:${main.port}/page`);
    const e = await failure(fetcher.fetchHtml(`http://127.0.0.1:${main.port}/redirect/3`));
    expect(e.kind).toBe("unreachable");
    expect(e.message).toMatch(/more than 3 times/);
  });

  it("re-checks every redirect target: a redirect to an internal address is refused, 0 hits there", async () => {
    const fetcher = createWebFetcher(mainAllowed());
    second.reset();
    for (const target of [
      `http://127.0.0.2:${second.port}/`,
      `http://2130706434:${second.port}/`,
      `http://[::ffff:127.0.0.2]:${second.port}/`,
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
    ]) {
      const e = await failure(
        fetcher.fetchHtml(`http://127.0.0.1:${main.port}/to?u=${encodeURIComponent(target)}`),
      );
      expect(e.kind, target).toBe("refused");
    }
    expect(second.hits).toBe(0);
  });

  it("refuses non-HTML and reports HTTP errors", async () => {
    const fetcher = createWebFetcher(mainAllowed());
    const pdf = await failure(fetcher.fetchHtml(`http://127.0.0.1:${main.port}/pdf`));
    expect(pdf.kind).toBe("not_html");
    expect(pdf.message).toMatch(/application\/pdf/);
    const missing = await failure(fetcher.fetchHtml(`http://127.0.0.1:${main.port}/missing`));
    expect(missing.kind).toBe("unreachable");
    expect(missing.message).toMatch(/404/);
  });

  it("caps the body at 2 MiB (streamed and declared)", async () => {
    const fetcher = createWebFetcher(mainAllowed());
    expect((await failure(fetcher.fetchHtml(`http://127.0.0.1:${main.port}/big`))).kind).toBe("too_large");
    expect((await failure(fetcher.fetchHtml(`http://127.0.0.1:${main.port}/big-declared`))).kind).toBe(
      "too_large",
    );
  });

  it("times out a site that hangs or trickles (overall budget)", async () => {
    const fetcher = createWebFetcher(mainAllowed({ timeoutMs: 300 }));
    for (const p of ["/hang", "/slow"]) {
      const started = Date.now();
      const e = await failure(fetcher.fetchHtml(`http://127.0.0.1:${main.port}${p}`));
      expect(e.kind).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it("times out slow DNS too", async () => {
    const fetcher = createWebFetcher(
      mainAllowed({ timeoutMs: 200, resolve: () => new Promise((r) => setTimeout(() => r([]), 5000)) }),
    );
    expect((await failure(fetcher.fetchHtml(`http://slow-dns.test:${main.port}/`))).kind).toBe("timeout");
  });

  it("reports an unreachable host", async () => {
    const fetcher = createWebFetcher({
      resolve: async () => {
        throw new Error("ENOTFOUND");
      },
    });
    const e = await failure(fetcher.fetchHtml("http://no-such-host.invalid/"));
    expect(e.kind).toBe("unreachable");
    expect(e.message).toMatch(/Could not resolve/);
  });
});
