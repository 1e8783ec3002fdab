// Sound, off unless the player turns it on (one switch, kept in localStorage): a short tone for
// your turn, a tick for a trick taken, a rising or falling pair for a deal won or lost. Made by
// the Web Audio API, so no sound file is loaded.
import { signal } from '@preact/signals';
import { html } from 'htm/preact';
import { t } from './i18n.js';
import { storage } from './router.js';

const KEY = 'skat.sound';
export const soundOn = signal(storage()?.getItem(KEY) === 'on');
let ctx: AudioContext | null = null;

function tone(freq: number, at: number, ms: number): void {
  if (!ctx) return;
  const o = ctx.createOscillator();
  const g = ctx.createGain();
  o.frequency.value = freq;
  g.gain.setValueAtTime(0.08, ctx.currentTime + at);
  g.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + at + ms / 1000);
  o.connect(g).connect(ctx.destination);
  o.start(ctx.currentTime + at);
  o.stop(ctx.currentTime + at + ms / 1000);
}

export type Cue = 'turn' | 'trick' | 'won' | 'lost';

export function play(cue: Cue): void {
  if (!soundOn.value) return;
  ctx ??= new AudioContext();
  if (cue === 'turn') tone(880, 0, 120);
  else if (cue === 'trick') tone(440, 0, 60);
  else if (cue === 'won') (tone(523, 0, 150), tone(784, 0.15, 220));
  else (tone(392, 0, 150), tone(262, 0.15, 260));
}

/** The one switch. */
export function SoundSwitch() {
  return html`<button type="button" class="small" data-testid="sound" aria-pressed=${soundOn.value ? 'true' : 'false'} onClick=${() => {
    soundOn.value = !soundOn.value;
    storage()?.setItem(KEY, soundOn.value ? 'on' : 'off');
  }}>${t().sound}: ${soundOn.value ? t().on : t().off}</button>`;
}
