// V8 flags of the cms process, for `npm start` (scripts/start.mjs, the Docker image) and the benches
// that measure it (bench/server.mjs). A young generation of 64 MB semi-spaces instead of 16: a
// request's garbage (koa contexts, query results, JSON) dies young, and with the default V8
// scavenged so often that collection was 12.5 % of a like's CPU; 4.6 % with 64 MB (`node
// bench/likes.mjs` with BENCH_CPU_PROF, s39), for at most ~96 MB more memory under load.
export const CMS_NODE_FLAGS = ['--max-semi-space-size=64'];

/** `env` with the flags added to NODE_OPTIONS (whatever it already holds is kept, first). */
export const withCmsNodeFlags = (env) => ({ ...env, NODE_OPTIONS: [env.NODE_OPTIONS, ...CMS_NODE_FLAGS].filter(Boolean).join(' ') });
