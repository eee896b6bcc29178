import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TooltipProps } from '@mui/material/Tooltip';
import { describe, expect, it, vi } from 'vitest';
import { packs } from '@portal/contract/i18n';
import { Toolbar } from './Toolbar';

const en = packs.en;

// Each button has its tooltip: counting the tooltips rendered counts the buttons rendered.
const tooltips = vi.hoisted(() => ({ rendered: [] as string[] }));
vi.mock('@mui/material/Tooltip', async (original) => {
  const Real = ((await original()) as { default: React.ComponentType<TooltipProps> }).default;
  return {
    default: (props: TooltipProps) => {
      tooltips.rendered.push(String(props.title));
      return <Real {...props} />;
    },
  };
});

describe("the viewer's toolbar", () => {
  it('renders again only the buttons whose own props change at a page turn', () => {
    // The viewer's callbacks keep their identity across page turns (PdfView.tsx).
    const callbacks = { onZoomStep: () => {}, onFit: () => {}, onRotate: () => {}, onGo: () => {} };
    const props = (page: number) => ({
      scale: 1,
      mode: 'fitWidth' as const,
      onZoomStep: callbacks.onZoomStep,
      onFit: callbacks.onFit,
      onRotate: callbacks.onRotate,
      pages: { page, count: 5, onGo: callbacks.onGo },
    });
    const { rerender } = render(<Toolbar {...props(1)} />);
    expect(tooltips.rendered).toHaveLength(7);
    tooltips.rendered.length = 0;
    // Page 1 → 2: only "previous page" changes (it was disabled).
    rerender(<Toolbar {...props(2)} />);
    expect(tooltips.rendered).toEqual([en['viewer.previousPage']]);
    tooltips.rendered.length = 0;
    rerender(<Toolbar {...props(3)} />);
    expect(tooltips.rendered).toEqual([]);
  });

  // Its buttons keep their handlers across page turns (they are not drawn again at each): a press must still act
  // on the page and callbacks of the latest render, not those of the first.
  it('acts on the latest page and callbacks after the props change', async () => {
    const user = userEvent.setup();
    const first = { onGo: vi.fn(), onZoomStep: vi.fn(), onFit: vi.fn() };
    const props = (page: number, cb: typeof first) => ({
      scale: 1,
      mode: 'fitWidth' as const,
      onZoomStep: cb.onZoomStep,
      onFit: cb.onFit,
      onRotate: () => {},
      pages: { page, count: 5, onGo: cb.onGo },
    });
    const { rerender } = render(<Toolbar {...props(1, first)} />);
    expect(screen.getByRole('button', { name: en['viewer.previousPage'] })).toBeDisabled();
    rerender(<Toolbar {...props(2, first)} />);
    await user.click(screen.getByRole('button', { name: en['viewer.nextPage'] }));
    await user.click(screen.getByRole('button', { name: en['viewer.previousPage'] }));
    expect(first.onGo.mock.calls).toEqual([[3], [1]]);

    const second = { onGo: vi.fn(), onZoomStep: vi.fn(), onFit: vi.fn() };
    rerender(<Toolbar {...props(5, second)} />);
    expect(screen.getByRole('button', { name: en['viewer.nextPage'] })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: en['viewer.previousPage'] }));
    await user.click(screen.getByRole('button', { name: en['viewer.zoomIn'] }));
    await user.click(screen.getByRole('button', { name: en['viewer.zoomOut'] }));
    await user.click(screen.getByRole('button', { name: en['viewer.fitPage'] }));
    expect(second.onGo.mock.calls).toEqual([[4]]);
    expect(second.onZoomStep.mock.calls).toEqual([[1], [-1]]);
    expect(second.onFit.mock.calls).toEqual([['fitPage']]);
    expect(first.onZoomStep).not.toHaveBeenCalled();
  });
});
