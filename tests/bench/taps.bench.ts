/**
 * Taps as a shopper feels them, on a mid-range tablet: the shopper's app in Chromium with the CPU
 * slowed 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile) and 20,000
 * products on the device (BENCH_TAPS_PRODUCTS), against the real portal (shopper-portal.ts).
 * After the first sync (at full speed) and once the machine's processors are quiet (the bench's
 * own seeding done; see quietMachine), each interaction is made BENCH_TAPS_SAMPLES times (24 by
 * default) with real input (Playwright's mouse and keyboard) and timed in the page from the input
 * event's timeStamp (pointerdown, keydown) to the end of the first frame painted with the change
 * on screen: a frame callback notices the change, and a task it posts at the page's highest
 * priority (scheduler.postTask, 'user-blocking') runs after that frame's paint, ahead of the app's
 * own queued work (see afterFrame).
 * - Add to Cart on a card, to the card's stepper;
 * - + on that stepper, to its figure changing;
 * - a key typed in the search box, to the results changing (whatever the app waits before
 *   searching included: that is what a person waits for; the address follows after a pause);
 * - the header's cart button with 30 lines in the cart, to the 30 lines on screen;
 * - a card's Details, to the product page's heading;
 * - the product page's Back to Products, to that card shown in the list again.
 * Target: p75 <= 100 ms and p99 <= 200 ms for each (a "good" interaction). The long animation
 * frames (Long Animation Frames API) met while an interaction was waited for say where its time
 * went: the scripts by what invoked them and their file, and style and layout. BENCH_TAPS_NAMES=1
 * builds the app without minifying, so those scripts keep their functions' names;
 * BENCH_TAPS_PROFILE_DIR=/some/dir writes a Chromium CPU profile of each interaction's samples
 * there (taps-<interaction>.cpuprofile, for DevTools' Performance panel); BENCH_TAPS_TRACE_DIR=/some/dir
 * writes a Chromium trace of each (taps-<interaction>.json: script, style, layout, paint and the
 * device database's work, for DevTools' Performance panel). BENCH_TAPS_ONLY=search,cart measures
 * only the phases named (add, search, details with Back, cart), for close before/after pairs.
 */
import { writeFileSync } from 'node:fs';
import { loadavg, availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { BenchResult } from './bench-types';
import { buildBenchWeb, launchBrowser, percentile, round, signIn, startPortal, waitForFirstSync } from './shopper-portal';

const PRODUCTS = Number(process.env.BENCH_TAPS_PRODUCTS ?? 20_000);
const SAMPLES = Math.max(20, Number(process.env.BENCH_TAPS_SAMPLES ?? 24));
const CPU_SLOWDOWN = 4;
const CART_LINES = 30;
const TARGET_P75_MS = 100;
const TARGET_P99_MS = 200;
/** Before the taps: the processors' idle share in a second that counts as quiet, and the longest wait for it. */
const QUIET_IDLE_SHARE = 0.75;
const QUIET_WAIT_MS = 60_000;
/** Longer than any answer worth having: a change not seen by then counts as missed. */
const WAIT_MS = 15_000;
/** A key that changes nothing on screen (a narrower search with the same first page) is given up sooner. */
const SEARCH_WAIT_MS = 5_000;
/** The timeline's categories, as DevTools' Performance panel records them. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'latencyInfo', 'loading', 'blink', 'IndexedDB'];
const SEARCH_TERMS = ['pen', 'coffee', 'tray', 'box', 'chair', 'shirt', 'badge', 'banner', 'paper', 'tote'];

type Condition =
  | { type: 'stepper'; card: number }
  | { type: 'quantityChanged'; card: number }
  | { type: 'results' }
  | { type: 'cart'; lines: number }
  | { type: 'heading'; text: string }
  | { type: 'list'; card: number };

interface Sample {
  ms: number;
  start: number;
  end: number;
  /** For a search: when the box's pause ended and the address changed (page time). */
  urlChangedAt: number | null;
}

interface LongFrame {
  startTime: number;
  duration: number;
  styleAndLayoutStart: number;
  scripts: { invoker: string; sourceFunctionName: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[];
}

interface TapsInstrument {
  arm(condition: Condition): void;
  wait(timeoutMs: number): Promise<Sample | null>;
  idle(): Promise<void>;
  longFrames: LongFrame[];
}
declare global {
  interface Window {
    __taps?: TapsInstrument;
  }
}

/** Runs in the page before the app: the timer of one interaction at a time. */
function installInstrument(): void {
  let condition: Condition | null = null;
  let check: (() => boolean) | null = null;
  let start: number | null = null;
  let urlChangedAt: number | null = null;
  let finish: ((sample: Sample | null) => void) | null = null;
  let result: Sample | null = null;
  const longFrames: LongFrame[] = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as LongFrame[]) {
        longFrames.push({
          startTime: e.startTime,
          duration: e.duration,
          styleAndLayoutStart: e.styleAndLayoutStart,
          scripts: e.scripts.map((s) => ({ invoker: s.invoker, sourceFunctionName: s.sourceFunctionName, sourceURL: s.sourceURL, duration: s.duration, forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  } catch {
    // No Long Animation Frames API: the timings stand without attribution.
  }
  let target = '';
  let event = '';
  const onInput = (input: Event) => {
    if (!condition || start !== null) return;
    start = input.timeStamp;
    event = input.type;
    const hit = input.target instanceof Element ? (input.target.closest('button, a, input') ?? input.target) : null;
    target = hit ? `${hit.tagName.toLowerCase()} "${hit.getAttribute('aria-label') ?? hit.textContent?.trim().slice(0, 40) ?? ''}"` : '';
  };
  // Whether the tap's click followed, for a tap whose change never showed.
  let clicked = false;
  addEventListener('click', () => (clicked = condition !== null && start !== null), { capture: true });
  addEventListener('pointerdown', onInput, { capture: true });
  addEventListener('keydown', onInput, { capture: true });
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (...args: Parameters<History['pushState']>) => {
      if (condition && start !== null && urlChangedAt === null) urlChangedAt = performance.now();
      original(...args);
    };
  }
  const cards = () => document.querySelectorAll<HTMLElement>('[data-testid=product-card]');
  // Shown, not only in the page: a kept screen may be there hidden (invisible, or not rendered).
  const shown = (element: Element | undefined) => element?.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false }) === true;
  const quantityOf = (card: HTMLElement | undefined) => card?.querySelector<HTMLInputElement>('[data-testid=quantity]')?.value ?? null;
  const titles = () => [...document.querySelectorAll('.pcard-title')].map((t) => t.textContent).join('|');
  // The "N products" line: the results change when it or the cards do.
  const countLine = () => [...document.querySelectorAll('p')].find((p) => /^[\d,.\s]+ products?$/.test(p.textContent ?? ''))?.textContent ?? '';
  const results = () => `${countLine()}#${titles()}#${document.querySelector('[role=alert], .chakra-alert__title')?.textContent ?? ''}`;
  // The change may be on screen before the bench asks to wait for it (a fast answer): kept for wait().
  const frameDone = () => {
    if (start === null) return;
    const end = performance.now();
    result = { ms: end - start, start, end, urlChangedAt };
    // On a trace's timeline (BENCH_TAPS_TRACE_DIR), each sample shows as a measure.
    performance.measure('taps sample', { start, end });
    finish?.(result);
  };
  // Once the frame being drawn is done. A message (the page's default priority) waited behind
  // whatever the app had queued before the frame: in the search's trace, a background render's
  // slice, pictures arriving and the device database's answers, about 45 ms a key on this
  // machine, counted as the key's though the results were on screen. A 'user-blocking' task runs
  // before those, after the frame and any input already waiting (decision 064).
  const channel = new MessageChannel();
  channel.port1.onmessage = frameDone;
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: 'user-blocking' }) => Promise<void> } }).scheduler;
  const afterFrame = scheduler?.postTask ? () => void scheduler.postTask!(frameDone, { priority: 'user-blocking' }) : () => channel.port2.postMessage(null);
  // The check reads the page (queries, texts): only in a frame after the page changed, so that the
  // instrument does not take the main thread every frame from the app it times (the trace of the
  // search had it at about a tenth of each sample).
  let changed = true;
  let everyFrame = false;
  new MutationObserver(() => (changed = true)).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  // Each frame, before it is painted: when the change is there, this frame shows it, and a task
  // posted now runs once the frame is done.
  const onFrame = () => {
    if (!check) return;
    // A typed figure changes an input's value, which is no mutation: looked at every frame (one field).
    const look = start !== null && (changed || everyFrame);
    if (look) changed = false;
    if (look && check()) {
      check = null;
      afterFrame();
      return;
    }
    requestAnimationFrame(onFrame);
  };
  window.__taps = {
    longFrames,
    arm(next) {
      condition = next;
      start = null;
      clicked = false;
      urlChangedAt = null;
      result = null;
      finish = null;
      if (next.type === 'stepper' || next.type === 'quantityChanged') {
        // The card as it is on screen now: the grid may have put a new element in its place.
        const first = cards()[next.card];
        const card = () => (first?.isConnected ? first : cards()[next.card]);
        const before = quantityOf(card());
        check = next.type === 'stepper' ? () => quantityOf(card()) !== null : () => quantityOf(card()) !== before;
      } else if (next.type === 'results') {
        const before = results();
        check = () => !document.querySelector('[data-testid=product-skeleton]') && results() !== before;
      } else if (next.type === 'cart') {
        // Shown, not only there: the cart may be rendered ahead, hidden (not displayed, or
        // invisible); the first and the last line must both be visible.
        check = () => {
          const rows = document.querySelectorAll('[data-testid=cart-row]');
          return location.pathname === '/cart' && rows.length >= next.lines && shown(rows[0]) && shown(rows[rows.length - 1]);
        };
      } else if (next.type === 'list') {
        // Shown, not only there: the list may be kept behind the product page, hidden.
        check = () => location.pathname === '/products' && shown(cards()[next.card]);
      } else {
        check = () => location.pathname.startsWith('/products/') && [...document.querySelectorAll('h1')].some((h) => h.textContent === next.text);
      }
      changed = true;
      everyFrame = next.type === 'stepper' || next.type === 'quantityChanged';
      requestAnimationFrame(onFrame);
    },
    wait(timeoutMs) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          // Why it was missed, for the console: no input seen, or no change after it.
          console.warn(`taps: missed ${JSON.stringify(condition)}: ${start === null ? 'no input event seen' : `no change seen after ${event} on ${target}${event === 'pointerdown' ? (clicked ? ', clicked' : ', no click followed') : ''}`}`);
          check = null;
          condition = null;
          resolve(null);
        }, timeoutMs);
        finish = (sample) => {
          clearTimeout(timer);
          condition = null;
          resolve(sample);
        };
        if (result) finish(result);
      });
    },
    async idle() {
      // Two quiet moments in a row: the app's follow-up work (queries, deferred renders) is done.
      for (let i = 0; i < 2; i++) await new Promise((r) => requestIdleCallback(r, { timeout: 2000 }));
      await new Promise((r) => setTimeout(r, 100));
    },
  };
}

/** The share of the processors' time (all cores) spent idle over the next `ms`. */
async function idleShare(ms: number): Promise<number> {
  const sum = () =>
    cpus().reduce(
      (t, { times: x }) => ({ idle: t.idle + x.idle, all: t.all + x.user + x.nice + x.sys + x.idle + x.irq }),
      { idle: 0, all: 0 },
    );
  const before = sum();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sum();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Waits for a second in which the processors were at least three quarters idle (the bench's
 * seeding and the first sync's follow-up work done), for at most a minute: runs of one build in
 * one hour scattered by a third when the taps began with the seeding still on the machine. Says
 * how idle they were and how long it waited, for the figures.
 */
async function quietMachine(): Promise<{ idle: number; waitedMs: number }> {
  const start = Date.now();
  let idle = await idleShare(1000);
  while (idle < QUIET_IDLE_SHARE && Date.now() - start < QUIET_WAIT_MS) idle = await idleShare(1000);
  return { idle, waitedMs: Date.now() - start };
}

async function timed(page: Page, condition: Condition, act: () => Promise<void>, waitMs = WAIT_MS): Promise<Sample | null> {
  await page.evaluate((c) => window.__taps!.arm(c), condition);
  await act();
  return page.evaluate((ms) => window.__taps!.wait(ms), waitMs);
}

const settle = (page: Page) => page.evaluate(() => window.__taps!.idle());
const card = (page: Page, i: number): Locator => page.getByTestId('product-card').nth(i);

async function showList(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to Cart' }).or(page.getByTestId('quantity')).first().waitFor({ timeout: 60_000 });
  await settle(page);
}

async function cardCount(page: Page): Promise<number> {
  await page.getByTestId('product-card').nth(19).waitFor({ timeout: 30_000 }).catch(() => {});
  return page.getByTestId('product-card').count();
}

interface Measured {
  name: string;
  samples: Sample[];
  missed: number;
  note?: Record<string, string | number>;
}

async function addAndStep(page: Page): Promise<[Measured, Measured]> {
  const add: Measured = { name: 'tap Add to Cart to the stepper', samples: [], missed: 0 };
  const plus: Measured = { name: 'tap + to the figure changing', samples: [], missed: 0 };
  while (add.samples.length + add.missed < SAMPLES) {
    await page.evaluate(() => window.__portalBench!.clearCart());
    await page.getByRole('button', { name: 'Add to Cart' }).nth(0).waitFor();
    await settle(page);
    const cards = await cardCount(page);
    for (let i = 0; i < cards && add.samples.length + add.missed < SAMPLES; i++) {
      const added = await timed(page, { type: 'stepper', card: i }, () => card(page, i).getByRole('button', { name: 'Add to Cart' }).click());
      if (added) add.samples.push(added);
      else add.missed++;
      await settle(page);
      const stepped = await timed(page, { type: 'quantityChanged', card: i }, () => card(page, i).getByRole('button', { name: 'Increase quantity' }).click());
      if (stepped) plus.samples.push(stepped);
      else plus.missed++;
      await settle(page);
    }
  }
  await page.evaluate(() => window.__portalBench!.clearCart());
  return [add, plus];
}

async function searchKeys(page: Page): Promise<Measured> {
  const measured: Measured = { name: 'search keystroke to the results changing', samples: [], missed: 0 };
  const box = page.getByRole('textbox', { name: 'Search products' });
  let unchanged = 0;
  for (const term of SEARCH_TERMS) {
    if (measured.samples.length >= SAMPLES) break;
    await box.click();
    await settle(page);
    for (const key of term) {
      const sample = await timed(page, { type: 'results' }, () => page.keyboard.press(key), SEARCH_WAIT_MS);
      // A key that narrows nothing shown changes nothing on screen (a single letter is in nearly
      // every product's name or description): not a change to time.
      if (sample) measured.samples.push(sample);
      else unchanged++;
      await settle(page);
    }
    const cleared = await timed(page, { type: 'results' }, async () => {
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
    });
    if (cleared) measured.samples.push(cleared);
    await settle(page);
  }
  const pauses = measured.samples.filter((s) => s.urlChangedAt !== null).map((s) => s.end - s.urlChangedAt!);
  measured.note = { 'keys that changed nothing': unchanged };
  if (pauses.length) measured.note['after the pause, p75 ms'] = round(percentile(pauses, 75));
  return measured;
}

async function openDetails(page: Page): Promise<[Measured, Measured]> {
  const measured: Measured = { name: "tap a card's Details to the product page", samples: [], missed: 0 };
  const back: Measured = { name: 'tap Back to Products to the list', samples: [], missed: 0 };
  await showList(page);
  const cards = await cardCount(page);
  for (let i = 0; measured.samples.length + measured.missed < SAMPLES; i++) {
    const title = (await card(page, i % cards).locator('.pcard-title').textContent()) ?? '';
    const sample = await timed(page, { type: 'heading', text: title }, () => card(page, i % cards).getByRole('link', { name: 'Details' }).click());
    if (sample) measured.samples.push(sample);
    else measured.missed++;
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: WAIT_MS }).catch(() => {});
    await settle(page);
    const returned = await timed(page, { type: 'list', card: i % cards }, () => page.getByRole('link', { name: 'Back to Products' }).click());
    if (returned) back.samples.push(returned);
    else back.missed++;
    await showList(page);
  }
  return [measured, back];
}

async function openCart(page: Page): Promise<Measured> {
  const measured: Measured = { name: `open the cart with ${CART_LINES} lines`, samples: [], missed: 0 };
  const lines = await page.evaluate((n) => window.__portalBench!.fillCart(n), CART_LINES);
  if (lines !== CART_LINES) throw new Error(`the cart holds ${lines} lines, not ${CART_LINES}`);
  await settle(page);
  // The header's cart button (its name counts the items, not the lines).
  const button = page.getByRole('link', { name: /^Shopping cart/ });
  while (measured.samples.length + measured.missed < SAMPLES) {
    const sample = await timed(page, { type: 'cart', lines: CART_LINES }, () => button.click());
    if (sample) measured.samples.push(sample);
    else measured.missed++;
    await page.getByTestId('cart-row').nth(CART_LINES - 1).waitFor({ timeout: WAIT_MS }).catch(() => {});
    await settle(page);
    await page.evaluate(() => history.back());
    await showList(page);
  }
  await page.evaluate(() => window.__portalBench!.clearCart());
  return measured;
}

/** Where the slow samples' time went: the long frames met while they were waited for. */
function attribution(samples: Sample[], frames: LongFrame[]): string {
  const slow = samples.filter((s) => s.ms > TARGET_P75_MS);
  if (slow.length === 0 || frames.length === 0) return '';
  const byScript = new Map<string, number>();
  let scripts = 0;
  let styleLayout = 0;
  for (const s of slow) {
    for (const f of frames.filter((f) => f.startTime < s.end && f.startTime + f.duration > s.start)) {
      const end = f.startTime + f.duration;
      if (f.styleAndLayoutStart > 0) styleLayout += end - f.styleAndLayoutStart;
      for (const script of f.scripts) {
        scripts += script.duration;
        styleLayout += script.forcedStyleAndLayoutDuration;
        const file = script.sourceURL.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
        const key = `${script.invoker}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''}${file ? ` (${file})` : ''}`;
        byScript.set(key, (byScript.get(key) ?? 0) + script.duration);
      }
    }
  }
  const top = [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, ms]) => `${k} ${round(ms / slow.length)} ms`);
  return `per slow sample: scripts ${round(scripts / slow.length)} ms, style and layout ${round(styleLayout / slow.length)} ms; ${top.join('; ')}`;
}

function row(m: Measured, frames: LongFrame[]): BenchResult {
  const times = m.samples.map((s) => s.ms);
  if (times.length === 0) return { name: m.name, figures: { error: 'no change seen on screen', missed: m.missed }, pass: false };
  const p75 = percentile(times, 75);
  const p99 = percentile(times, 99);
  const where = attribution(m.samples, frames);
  return {
    name: m.name,
    figures: {
      samples: times.length,
      'p50 ms': round(percentile(times, 50)),
      [`p75 ms (target <= ${TARGET_P75_MS})`]: round(p75),
      [`p99 ms (target <= ${TARGET_P99_MS})`]: round(p99),
      'max ms': round(Math.max(...times)),
      ...(m.missed ? { 'missed (no change in 15 s)': m.missed } : {}),
      ...m.note,
      ...(where ? { 'long frames': where } : {}),
    },
    target: `p75 <= ${TARGET_P75_MS} ms, p99 <= ${TARGET_P99_MS} ms`,
    pass: p75 <= TARGET_P75_MS && p99 <= TARGET_P99_MS && m.missed === 0,
  };
}

export default async function tapsBench(): Promise<BenchResult[]> {
  const dist = buildBenchWeb({ minify: process.env.BENCH_TAPS_NAMES !== '1' });
  if (!dist) return [{ name: 'taps in Chromium', figures: { error: 'the web app did not build' }, pass: false }];
  const portal = await startPortal(PRODUCTS, dist);
  const browser = await launchBrowser();
  const count = PRODUCTS.toLocaleString('en-US');
  try {
    const context = await browser.newContext({ baseURL: portal.baseUrl, viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('portal.bench', '1'));
    // As source text: the TypeScript runner names the functions it compiles through a helper
    // (__name) that the page does not have.
    await context.addInitScript({ content: `var __name = (f) => f; (${installInstrument.toString()})();` });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.text().startsWith('taps:')) console.log(`  ${message.text()}`);
    });
    await signIn(page);
    await waitForFirstSync(page);
    const products = await page.evaluate(() => window.__portalBench!.countProducts());
    await page.goto('/products');
    await showList(page);
    // A shopper does not tap the instant the sync ends, and the bench's own seeding may still be
    // on the machine's processors: the taps start once they are quiet (the load average lags by a
    // minute and says nothing of the moment).
    const quiet = await quietMachine();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const loadBefore = loadavg()[0]!;
    await settle(page);

    const measured: Measured[] = [];
    const progress = (m: Measured) => {
      const times = m.samples.map((s) => s.ms);
      console.log(`  ${m.name}: ${times.length} samples, p75 ${round(percentile(times, 75))} ms`);
      measured.push(m);
    };
    // One interaction that fails is a row of its own; the others are still measured.
    const profileDir = process.env.BENCH_TAPS_PROFILE_DIR;
    if (profileDir) await cdp.send('Profiler.enable');
    const traceDir = process.env.BENCH_TAPS_TRACE_DIR;
    const only = process.env.BENCH_TAPS_ONLY?.split(',').map((n) => n.trim());
    const phase = async (name: string, run: () => Promise<Measured[]>) => {
      if (only && !only.some((n) => name.toLowerCase().startsWith(n.toLowerCase()))) return;
      try {
        if (profileDir) await cdp.send('Profiler.start');
        if (traceDir) await browser.startTracing(page, { path: join(traceDir, `taps-${name.replace(/\W+/g, '-')}.json`), screenshots: false, categories: TRACE_CATEGORIES });
        for (const m of await run()) progress(m);
        if (profileDir) {
          const { profile } = await cdp.send('Profiler.stop');
          writeFileSync(join(profileDir, `taps-${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
        }
        if (traceDir) await browser.stopTracing();
      } catch (error) {
        errors.push({ name, figures: { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) }, pass: false });
        await page.goto('/products');
        await showList(page);
      }
    };
    const errors: BenchResult[] = [];
    await phase('Add to Cart and +', () => addAndStep(page));
    await phase('search', async () => [await searchKeys(page)]);
    await phase('details', () => openDetails(page));
    await phase('cart', async () => [await openCart(page)]);
    const loadAfter = loadavg()[0]!;
    const frames = await page.evaluate(() => window.__taps!.longFrames);
    await context.close();

    const results = [...measured.map((m) => ({ ...row(m, frames), name: `${m.name} (Chromium, CPU ${CPU_SLOWDOWN}x slower, ${count} products seeded, ${products.toLocaleString('en-US')} active on the device)` })), ...errors];
    results.push({
      name: 'machine while tapping',
      figures: {
        cores: availableParallelism(),
        'processors idle in the second before the taps, %': Math.round(quiet.idle * 100),
        'waited for them to be quiet, s': round(quiet.waitedMs / 1000, 1),
        'load average (1 min) before': round(loadBefore, 2),
        'load average (1 min) after': round(loadAfter, 2),
        portal: portal.database,
      },
    });
    for (const r of results) console.log(`  ${r.name}: ${JSON.stringify(r.figures)}${r.target ? `  target ${r.target}` : ''}`);
    return results;
  } finally {
    await browser.close();
    await portal.stop();
  }
}
