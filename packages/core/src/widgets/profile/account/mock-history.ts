import type { HistoryEntry } from './devices';

// Mock mode's signed-in devices: two browsers, so the list and its actions have something to
// show with no server.

const HOUR = 3600;

/** The mock user's sign-ins, newest first, relative to `nowMs`. */
export const MOCK_HISTORY = (nowMs: number): HistoryEntry[] => {
  const now = Math.floor(nowMs / 1000);
  return [
    {
      loginTime: now - 60,
      city: 'Paris',
      country: 'FR',
      ip: '203.0.113.7',
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    },
    {
      loginTime: now - 26 * HOUR,
      city: 'Lyon',
      country: 'FR',
      ip: '198.51.100.23',
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    },
  ];
};
