import { describe, expect, it } from "vitest";
import { createWebhookTargets } from "./webhook-targets";

// Names resolve through the injected resolver: no DNS is asked.
const resolve = async (host: string) => {
  const table: Record<string, string> = {
    "hooks.example": "93.184.215.14",
    "local.example": "127.0.0.1",
    "intranet.example": "10.1.2.3",
  };
  const address = table[host];
  return address ? [{ address, family: 4 }] : [];
};

describe("webhook targets", () => {
  it("takes public addresses on the default port only", async () => {
    const targets = createWebhookTargets({ resolve });
    await expect(targets.vet("https://hooks.example/in")).resolves.toBeUndefined();
    await expect(targets.vet("https://hooks.example:8443/in")).rejects.toThrow(/default port/);
    await expect(targets.vet("https://intranet.example/in")).rejects.toThrow(/not a public internet address/);
    await expect(targets.vet("http://local.example/in")).rejects.toThrow(/not a public internet address/);
    await expect(targets.vet("https://nowhere.example/in")).rejects.toThrow(/Could not resolve/);
  });

  it("with loopback allowed, lets loopback through on any port, and nothing else that is not public", async () => {
    const targets = createWebhookTargets({ resolve, allowLoopback: true });
    expect((await targets.resolve("http://local.example:4567/in")).pinned.address).toBe("127.0.0.1");
    await expect(targets.vet("http://127.0.0.1:4567/in")).resolves.toBeUndefined();
    await expect(targets.vet("http://[::1]:4567/in")).resolves.toBeUndefined();
    await expect(targets.vet("http://intranet.example:4567/in")).rejects.toThrow(/not a public/);
    await expect(targets.vet("http://10.0.0.1/in")).rejects.toThrow(/not a public/);
    await expect(targets.vet("https://hooks.example:8443/in")).rejects.toThrow(/default port/);
  });
});
