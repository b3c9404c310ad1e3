import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The document is no wider than `width`: a failure (soft, so one run lists every page) names the outermost
 * elements that stick out, so the report says where to look. What sticks out inside a row that scrolls on
 * its own (the days, the category tabs) is meant to.
 */
export async function expectFitsWidth(page: Page, width: number, what: string): Promise<void> {
  const { scrollWidth, wide } = await page.evaluate((limit) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${Array.from(el.classList, (c) => `.${c}`).join('')}`;
    const scrolls = (el: Element) => /auto|scroll|hidden/.test(getComputedStyle(el).overflowX);
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    const sticking = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > limit + 0.5 && !clipped(el),
    );
    // The outermost ones: an element whose parent also sticks out says less than its parent.
    const outermost = sticking.filter((el) => !el.parentElement || !sticking.includes(el.parentElement));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      wide: outermost
        .slice(0, 4)
        .map((el) => `${name(el)} (right ${Math.round(el.getBoundingClientRect().right)})`),
    };
  }, width);
  expect
    .soft(scrollWidth, `${what} is ${scrollWidth} px wide: ${wide.join(', ')}`)
    .toBeLessThanOrEqual(width);
}
