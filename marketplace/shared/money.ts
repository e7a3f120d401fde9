// Money helpers of the marketplace alone (the rules both sides share are in contract/money.ts).

export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Demo exchange rates (VND for one unit) for orders and payouts in another currency when the
 * caller gives no rate: rate_payment / rate_vnd = 1 / this (VND = amount / rate).
 */
export const VND_PER_UNIT: Record<string, number> = {
  VND: 1,
  USD: 25_400,
  EUR: 27_500,
  CHF: 29_000,
  CAD: 18_500,
  KRW: 18.5,
  JPY: 170,
  SGD: 19_000,
  AUD: 16_800,
  CNY: 3_500,
  GBP: 32_500,
  HKD: 3_260,
  INR: 300,
  MYR: 5_400,
  THB: 720,
};
export const defaultRate = (currency: string) => (VND_PER_UNIT[currency] ? 1 / VND_PER_UNIT[currency]! : undefined);
