/**
 * What the sessions list shows of a device: a browser and a system name, never the raw User-Agent
 * (long, and a fingerprint). The order of the tests matters: Edge and Opera say "Chrome" too,
 * Chrome says "Safari", Android says "Linux".
 */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: Array<[RegExp, string]>) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function summarizeUserAgent(userAgent: string | undefined | null): DeviceSummary {
  const ua = (userAgent ?? '').slice(0, 512);
  // Headless Chrome (tests, scripts) calls itself HeadlessChrome: still Chromium's engine.
  const browser = /\bHeadlessChrome\//.test(ua) ? 'Chromium' : first(ua, BROWSERS);
  return { browser, os: first(ua, SYSTEMS) };
}

/**
 * The client address kept with a session, cut to its network (IPv4 /24, IPv6 /48): enough for
 * "is this me, at home?", not enough to locate a person.
 */
export function truncateIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip.trim());
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return null;
  const [head = ''] = ip.trim().toLowerCase().split('%');
  const [left = '', right] = head.split('::');
  const groups = left ? left.split(':') : [];
  // "a:b::" style addresses: the groups missing before the network's end are zeros.
  if (right !== undefined) while (groups.length < 3) groups.push('0');
  const network = groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, ''));
  if (network.length < 3 || network.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return `${network.join(':')}::/48`;
}
