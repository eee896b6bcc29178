import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packs } from '@portal/contract/i18n';
import { FilePreviewDialog, previewKindOf } from './FilePreviewDialog';

const realUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = realUrl.create;
  URL.revokeObjectURL = realUrl.revoke;
});

describe('FilePreviewDialog', () => {
  it('shows an image in the viewer, loaded when opened, and closes; no frame', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    const onClose = vi.fn();
    render(
      <FilePreviewDialog
        id="preview"
        fileName="photo.png"
        kind="image"
        source={{
          request: () => ({ url: '/x', headers: {} }),
          load: () => Promise.resolve(new Blob(['png'], { type: 'image/png' })),
        }}
        onClose={onClose}
        onMissing={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'photo.png' });
    expect(await screen.findByAltText('photo.png')).toHaveAttribute('src', 'blob:preview-1');
    expect(dialog.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: packs.en['common.close'] }));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells a PDF and an image by type or name, and nothing else', () => {
    expect(previewKindOf('a.PDF')).toBe('pdf');
    expect(previewKindOf('scan', 'application/pdf')).toBe('pdf');
    expect(previewKindOf('a.jpeg')).toBe('image');
    expect(previewKindOf('a.xlsx')).toBeNull();
  });
});
