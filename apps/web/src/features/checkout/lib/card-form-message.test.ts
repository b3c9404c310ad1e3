import { describe, expect, it } from 'vitest';
import { gatewayOrigin, readCardFormMessage } from './card-form-message';

describe('readCardFormMessage', () => {
  it('reads an authorisation', () => {
    expect(readCardFormMessage({ status: 'requires_capture' })).toEqual({ kind: 'authorized' });
    expect(readCardFormMessage(JSON.stringify({ payment: { status: 'authorized' } }))).toEqual({
      kind: 'authorized',
    });
  });

  it('reads a 3-D Secure challenge with its address, in either key case', () => {
    expect(readCardFormMessage({ status: 'requires_action', challenge_url: '/3ds/1' })).toEqual({
      kind: 'challenge',
      challengeUrl: '/3ds/1',
    });
    expect(readCardFormMessage({ status: 'requires_action', challengeUrl: '/3ds/2' })).toEqual({
      kind: 'challenge',
      challengeUrl: '/3ds/2',
    });
  });

  it('reads a failure with its message', () => {
    expect(readCardFormMessage({ status: 'failed', message: 'Your card was declined.' })).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(readCardFormMessage({ status: 'requires_payment_method' })).toEqual({
      kind: 'failed',
      message: null,
    });
  });

  it("reads the sandbox gateway's own messages", () => {
    expect(
      readCardFormMessage({ source: 'sandbox-gateway', status: 'requires_capture', error: null }),
    ).toEqual({
      kind: 'authorized',
    });
    expect(
      readCardFormMessage({
        source: 'sandbox-gateway',
        status: 'requires_payment_method',
        error: 'Declined.',
      }),
    ).toEqual({ kind: 'failed', message: 'Declined.' });
  });

  it('ignores anything else', () => {
    expect(readCardFormMessage('not json')).toBeNull();
    expect(readCardFormMessage({ height: 300 })).toBeNull();
    expect(readCardFormMessage({ status: 'requires_action' })).toBeNull();
    expect(readCardFormMessage(null)).toBeNull();
  });
});

describe('gatewayOrigin', () => {
  it('prefers the origin prepare names, else the card form address', () => {
    expect(gatewayOrigin('https://pay.test/', null, 'https://shop.test')).toBe('https://pay.test');
    expect(gatewayOrigin(null, '/sandbox/card-form?s=1', 'https://shop.test/basket')).toBe(
      'https://shop.test',
    );
    expect(gatewayOrigin(null, null, 'https://shop.test')).toBeNull();
  });
});
