// What the messages screen's polls cost when nothing is new (figures, not a pass/fail test).
// Boots the compiled cms on a fresh database, makes a seller with BENCH_PRODUCTS listings and a
// buyer with BENCH_CONVERSATIONS conversations of a few messages each, then loads, signed in as
// the buyer and in one run: the listing's /api/products (reference), the conversation list with
// the ETag of the previous answer (304), the same list without it (200, full rows), the open
// thread's poll `?after=<newest>` (nothing new) and the messages unread count.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startServer } from "./server.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 30);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

execFileSync(
  path.join(root, "node_modules", ".bin", "tsc"),
  ["-p", "tsconfig.json"],
  { cwd: path.join(root, "cms"), stdio: "inherit" },
);
const server = await startServer();
const base = server.url;
const call = async (method, url, body, token, headers = {}) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    headers: res.headers,
    body: res.status === 304 ? null : await res.json(),
  };
};

try {
  const signup = async (email) =>
    (
      await call("POST", "/api/auth/signup", {
        email,
        password: "bench-password",
      })
    ).body.token;
  const seller = await signup("vendeur@bench.souk.tn");
  const buyer = await signup("acheteur@bench.souk.tn");
  const ids = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const res = await call(
      "POST",
      "/api/products",
      {
        title: `Canapé ${i}`,
        description: `Annonce ${i} en bon état.`,
        category: "mobilier",
        location: "Tunis",
        price: 100 + i,
        condition: "good",
      },
      seller,
    );
    if (res.body?.data?.id) ids.push(res.body.data.id);
  }
  let conversation = null;
  for (let i = 0; i < Math.min(CONVERSATIONS, ids.length); i++) {
    conversation = (
      await call("POST", "/api/conversations", { product_id: ids[i] }, buyer)
    ).body.id;
    for (const content of [
      "Bonjour, toujours disponible ?",
      "Je peux passer demain.",
    ])
      await call(
        "POST",
        `/api/conversations/${conversation}/messages`,
        { content },
        buyer,
      );
    await call(
      "POST",
      `/api/conversations/${conversation}/messages`,
      { content: "Oui, bien sûr." },
      seller,
    );
  }
  // The buyer has read everything: the polls below find nothing new.
  const thread = await call(
    "GET",
    `/api/conversations/${conversation}/messages`,
    null,
    buyer,
  );
  const newest = thread.body.meta.cursors.newest;
  const list = await call("GET", "/api/conversations", null, buyer);
  const etag = list.headers.get("etag");
  const auth = { authorization: `Bearer ${buyer}` };
  console.log(
    `${server.db}: ${ids.length} listings, ${CONVERSATIONS} conversations; newest cursor ${newest}, list ETag ${etag}`,
  );

  const scenarios = [
    {
      name: "listing /api/products (reference)",
      path: "/api/products",
      headers: auth,
      expect: 200,
    },
    {
      name: "thread poll ?after=newest (idle)",
      path: `/api/conversations/${conversation}/messages?after=${newest}`,
      headers: auth,
      expect: 200,
    },
    {
      name: "conversation list, If-None-Match (idle)",
      path: "/api/conversations",
      headers: { ...auth, "if-none-match": etag },
      expect: 304,
    },
    {
      name: "conversation list, full (no ETag)",
      path: "/api/conversations",
      headers: auth,
      expect: 200,
    },
    {
      name: "messages unread-count",
      path: "/api/conversations/unread-count",
      headers: auth,
      expect: 200,
    },
  ];
  const rows = [];
  for (const s of scenarios) {
    const r = await autocannon({
      url: `${base}${s.path}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: s.headers,
      expectBody: undefined,
    });
    const unexpected = Object.entries(r.statusCodeStats ?? {})
      .filter(([code]) => Number(code) !== s.expect)
      .reduce((n, [, v]) => n + v.count, 0);
    rows.push({
      name: s.name,
      rps: Math.round(r.requests.average),
      p99: r.latency.p99,
      unexpected,
    });
    console.log(
      `${s.name.padEnd(42)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  unexpected status ${unexpected}`,
    );
  }
  const listing = rows[0].rps || 1;
  const table = [
    `| endpoint | req/s | p99 ms | vs listing |`,
    `|---|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.rps} | ${r.p99} | ${(r.rps / listing).toFixed(2)} |`,
    ),
  ].join("\n");
  console.log(
    `\n${server.db}, ${CONNECTIONS} connections, ${DURATION} s each, signed in\n${table}`,
  );
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench", "results", `idle-poll-${server.db}.md`),
    `${table}\n`,
  );
} finally {
  await server.stop();
}
