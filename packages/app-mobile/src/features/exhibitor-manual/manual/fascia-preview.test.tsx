import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../test/render-shell';
import { FasciaPreview } from './fascia-preview';

describe('the fascia drawn at print size', () => {
  it('draws both texts on a board named with its width, and warns of none that fits', async () => {
    await renderShell(<FasciaPreview text="示范电子" textEn="Demo Electronics" areaM2={9} />);
    const board = await screen.findByRole('img');
    expect(board.getAttribute('aria-label')).toContain('示范电子');
    expect(board.textContent).toContain('Demo Electronics');
    expect(screen.queryByText(/超出楣板可印宽度/)).toBeNull();
  });

  it('warns when the Chinese text is wider than a 9 m² board, saying both widths', async () => {
    await renderShell(<FasciaPreview text={'示范电子有限公司上海分公司展示'} textEn="" areaM2={9} />);
    expect((await screen.findByText(/超出楣板可印宽度/)).textContent).toBe('中文文字按印刷尺寸约 3.0 米，超出楣板可印宽度 2.8 米，请缩短。');
  });
});
