import { useCallback, useEffect, useRef, useState } from 'react';

/** The tones of each alert: a rising three-note chime for a new order, a falling pair when the board stops being live. */
const TONES = {
  order: [523, 659, 784],
  alert: [784, 440],
} as const;
const TONE_SECONDS = 0.22;

/**
 * The board's sound, from the Web Audio API (no file to load). A browser blocks sound on a page nobody has tapped
 * since it loaded: `blocked` says so, and `enable` (called from a tap) lets it play, so the board can ask for the
 * tap instead of showing a "Mute" button that lies.
 */
export function useBoardSound(): { blocked: boolean; enable: () => void; play: (kind: keyof typeof TONES) => void } {
  const context = useRef<AudioContext | null>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let ctx: AudioContext;
    try {
      ctx = new AudioContext();
    } catch {
      return; // no audio here
    }
    context.current = ctx;
    const update = () => setBlocked(ctx.state !== 'running');
    update();
    ctx.addEventListener('statechange', update);
    return () => {
      ctx.removeEventListener('statechange', update);
      void ctx.close().catch(() => undefined);
      context.current = null;
    };
  }, []);
  const enable = useCallback(() => void context.current?.resume().catch(() => undefined), []);
  const play = useCallback((kind: keyof typeof TONES) => {
    const ctx = context.current;
    if (!ctx || ctx.state !== 'running') return;
    TONES[kind].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const start = ctx.currentTime + i * TONE_SECONDS;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.35, start);
      gain.gain.exponentialRampToValueAtTime(0.01, start + TONE_SECONDS * 0.95);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + TONE_SECONDS);
    });
  }, []);
  return { blocked, enable, play };
}
