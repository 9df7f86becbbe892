import { chromium } from 'playwright';
const base = process.env.B;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(m.type(), m.text().slice(0, 600)));
page.on('pageerror', (e) => console.log('pageerror: ' + e.message.slice(0, 300)));
await page.goto(base + process.argv[2], { waitUntil: 'networkidle' });
await browser.close();
