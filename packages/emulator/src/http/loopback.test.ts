import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isLoopbackOrigin, isOwnHost } from './loopback';

describe('loopback names', () => {
  it('knows loopback origins on any port and nothing else', () => {
    for (const origin of [
      'http://localhost',
      'http://localhost:5173',
      'https://127.0.0.1:8443',
      'http://127.1.2.3:80',
      'http://[::1]:3000',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      'null',
      'https://evil.example',
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
      'http://evil.example#http://localhost',
      'file://',
      'http://localhost:5173/path',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false);
    }
  });

  it('knows the hosts that only this machine reaches', () => {
    for (const host of ['localhost', '127.0.0.1', '127.9.9.9', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'example.test', '']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('takes as its own host its listening host or a loopback name, on its own port only', () => {
    const own = 'http://127.0.0.1:4500';
    for (const host of ['127.0.0.1:4500', 'localhost:4500', 'LOCALHOST:4500', '[::1]:4500']) {
      expect(isOwnHost(host, own), host).toBe(true);
    }
    for (const host of [
      'evil.example:4500',
      'evil.example',
      '127.0.0.1',
      '127.0.0.1:4501',
      'evil@127.0.0.1:4500',
      '127.0.0.1:4500/x',
      '127.0.0.2:4500',
      '',
    ]) {
      expect(isOwnHost(host, own), host).toBe(false);
    }
    expect(isOwnHost('192.168.1.5:4500', 'http://192.168.1.5:4500')).toBe(true);
    expect(isOwnHost('emulator.test', 'http://emulator.test')).toBe(true);
    expect(isOwnHost('emulator.test:80', 'http://emulator.test')).toBe(true);
  });
});
