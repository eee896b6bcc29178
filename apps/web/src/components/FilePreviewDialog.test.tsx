import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packs } from '@portal/contract/i18n';
import { FilePreviewDialog } from './FilePreviewDialog';

const realUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = realUrl.create;
  URL.revokeObjectURL = realUrl.revoke;
});

function show(fileName: string, blob: Blob) {
  const create = vi.fn(() => 'blob:preview-1');
  URL.createObjectURL = create;
  URL.revokeObjectURL = vi.fn();
  render(
    <FilePreviewDialog
      id="preview"
      fileName={fileName}
      kind="pdf"
      load={() => Promise.resolve(blob)}
      onClose={() => {}}
      onMissing={() => {}}
    />,
  );
  return create;
}

describe('FilePreviewDialog', () => {
  it('frames a PDF the server answers as application/pdf', async () => {
    show('plan.pdf', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const frame = await screen.findByTitle('plan.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:preview-1');
  });

  it('shows an image the server answers as image/png in an img', async () => {
    show('photo.png', new Blob(['png'], { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'photo.png' })).toHaveAttribute('src', 'blob:preview-1');
  });

  it('shows nothing of a .pdf the server does not answer as a PDF (its name is not trusted)', async () => {
    const create = show('plan.pdf', new Blob(['<html>'], { type: 'application/octet-stream' }));
    expect(await screen.findByRole('status')).toHaveTextContent(packs.en['common.previewUnavailable']!);
    expect(screen.queryByTitle('plan.pdf')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });
});
