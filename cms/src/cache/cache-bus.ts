import { randomUUID } from 'crypto';
import { reportRedisFailure, sharedRedis, type SharedRedis } from './redis';

/**
 * Cache invalidation across replicas. The caches stay in each process (they are the speed); what
 * is shared is the news that one of them is stale. A cache owner declares its invalidation here
 * once; calling it clears this process's copy and publishes the topic on one Redis channel, and
 * every other process clears its own copy when the message arrives. Writers await the call before
 * they answer, so a client that reads through another replica right after its write reads fresh.
 *
 * Without REDIS_URL the call only clears this process, as before. While Redis is away the
 * publication is lost (logged) and other replicas' copies expire with their TTLs; when a
 * connection comes back every local cache is cleared, since messages may have been missed.
 */
type Key = string | number;

interface Topic {
  clearHere: (key?: Key) => void;
  clearAllHere: () => void;
}

interface Message {
  /** The publishing process: it has already cleared its own copy. */
  o: string;
  t: string;
  k?: Key;
}

const processId = randomUUID();
const topics = new Map<string, Topic>();

const channelOf = (redis: SharedRedis) => `${redis.prefix}cache-bus`;

async function publish(message: Message) {
  const redis = sharedRedis();
  if (!redis) return;
  try {
    await redis.client.publish(channelOf(redis), JSON.stringify(message));
  } catch (error) {
    reportRedisFailure(error);
  }
}

/** An invalidation without a key: the whole cache goes. */
export function sharedInvalidation(topic: string, clearHere: () => void): () => Promise<void>;
/** An invalidation of one key (a user id…); `clearAllHere` empties the cache after a missed message. */
export function sharedInvalidation<K extends Key>(topic: string, clearHere: (key: K) => void, clearAllHere: () => void): (key: K) => Promise<void>;
export function sharedInvalidation(topic: string, clearHere: (key?: Key) => void, clearAllHere?: () => void) {
  if (topics.has(topic)) throw new Error(`cache-bus: topic ${topic} declared twice`);
  topics.set(topic, { clearHere, clearAllHere: clearAllHere ?? (() => clearHere()) });
  return async (key?: Key) => {
    clearHere(key);
    await publish(key === undefined ? { o: processId, t: topic } : { o: processId, t: topic, k: key });
  };
}

function receive(raw: string) {
  let message: Partial<Message>;
  try {
    message = JSON.parse(raw) as Partial<Message>;
  } catch {
    return;
  }
  if (message.o === processId || typeof message.t !== 'string') return;
  const topic = topics.get(message.t);
  if (!topic) return;
  if (message.k === undefined) topic.clearAllHere();
  else if (typeof message.k === 'string' || typeof message.k === 'number') topic.clearHere(message.k);
}

function clearEverythingHere() {
  for (const topic of topics.values()) topic.clearAllHere();
}

let started = false;
/** Without Redis there is no other replica to hear (several replicas need REDIS_URL, ARCHITECTURE "Scale-out path"). */
let hearing: () => boolean = () => sharedRedis() === null;

/**
 * Whether this process hears the other replicas' invalidations now: a cache that lives longer than
 * its TTL because every write reaches it (facet-mirror.ts) falls back to the TTL when not.
 */
export const hearsOtherReplicas = (): boolean => hearing();

/**
 * Subscribes this process (bootstrap). Waits at most `timeoutMs` for the first subscription, so
 * a replica whose Redis is down still boots; the subscription is renewed on every reconnection.
 */
export async function startCacheBus(timeoutMs = 3000): Promise<void> {
  const redis = sharedRedis();
  if (!redis || started) return;
  started = true;
  const channel = channelOf(redis);
  const subscriber = redis.subscriber();
  hearing = () => subscriber.status === 'ready';
  let connectedBefore = false;
  let firstSubscription: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (firstSubscription = resolve));
  subscriber.on('message', (from: string, raw: string) => from === channel && receive(raw));
  const subscribe = () => {
    // Messages published while this process was cut off are lost: start every cache over.
    if (connectedBefore) clearEverythingHere();
    connectedBefore = true;
    subscriber.subscribe(channel).then(() => firstSubscription(), reportRedisFailure);
  };
  subscriber.on('ready', subscribe);
  if (subscriber.status === 'ready') subscribe();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([subscribed, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}
