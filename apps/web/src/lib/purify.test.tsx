// @vitest-environment jsdom
// DOMPurify needs a full DOM to clean with; happy-dom lets a <script> through.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperatorHtml } from '@/components/ui/operator-html';

describe('operator HTML', () => {
  it('is shown cleaned: no script, no handlers, no operator styles', async () => {
    render(
      <OperatorHtml
        className="about"
        html={
          '<p style="color:#fff">Bring a <b>towel</b></p><script>alert(1)</script><img src=x onerror="alert(2)">'
        }
      />,
    );
    const about = (await screen.findByText(/Bring a/)).closest('.about') as HTMLElement;
    expect(about.innerHTML).toBe('<p>Bring a <b>towel</b></p><img src="x">');
  });
});
