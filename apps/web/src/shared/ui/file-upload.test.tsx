import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AttachedFile, UploadedFile } from '@cabinet/contracts/uploads';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiError, NETWORK_ERROR } from '../api/api-error.ts';
import type { uploadFile } from '../api/upload-file.ts';
import { FileUpload } from './file-upload.tsx';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const stored = (file: File): UploadedFile => ({
  filename: `${file.name.replace(/\W/g, '')}0000000000000000000000.png`,
  original_name: file.name,
  size: file.size,
  content_type: 'image/png',
});

function Harness({ initial = [], upload }: { initial?: AttachedFile[]; upload: typeof uploadFile }) {
  const [files, setFiles] = useState<AttachedFile[]>(initial);
  return (
    <>
      <FileUpload label="Proof" value={files} onChange={setFiles} upload={upload} />
      <output data-testid="value">{files.map((f) => f.original_name).join(',')}</output>
    </>
  );
}

const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;

describe('FileUpload', () => {
  it('uploads each picked file and lists it; remove takes it out', async () => {
    const upload = vi.fn<typeof uploadFile>(async (file, options) => {
      options?.onProgress?.(0.5);
      return stored(file);
    });
    const { container } = renderWithProviders(<Harness upload={upload} />);
    await userEvent.upload(input(container), [png('chat 1.png'), png('chat 2.png')]);
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('chat 1.png,chat 2.png'));
    expect(upload).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove chat 1.png' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^chat 2.png$/);
  });

  it('refuses the sixth file with the §8 message', async () => {
    const upload = vi.fn<typeof uploadFile>(async (file) => stored(file));
    const initial = [1, 2, 3, 4].map((n) => ({ filename: `f${n}`, original_name: `old ${n}.png` }));
    const { container } = renderWithProviders(<Harness initial={initial} upload={upload} />);
    await userEvent.upload(input(container), [png('fifth.png'), png('sixth.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The number of attached files cannot exceed 5');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(/fifth\.png$/));
    expect(upload).toHaveBeenCalledTimes(1);
    // Full: picking again uploads nothing and says why.
    await userEvent.upload(input(container), [png('seventh.png')]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('cannot exceed 5');
  });

  it("shows the server's refusal of a file's format, without a retry", async () => {
    const upload = vi.fn<typeof uploadFile>(async () => {
      throw new ApiError({ status: 400, code: 'invalid_file_format', message: 'bad' });
    });
    const { container } = renderWithProviders(<Harness upload={upload} />);
    await userEvent.upload(input(container), [png('notes.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One or more of the uploaded files is in an invalid format',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a retry when the upload failed on the way', async () => {
    const upload = vi
      .fn<typeof uploadFile>()
      .mockRejectedValueOnce(new ApiError({ status: 0, code: NETWORK_ERROR, message: '' }))
      .mockImplementation(async (file) => stored(file));
    const { container } = renderWithProviders(<Harness upload={upload} />);
    await userEvent.upload(input(container), [png('scan.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed, retry');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('scan.png'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const upload = vi.fn<typeof uploadFile>();
    const { container } = renderWithProviders(<Harness upload={upload} />);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input(container), [big]);
    expect(await screen.findByRole('alert')).toHaveTextContent('A file is larger than 10 MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes only the accepted types when a form narrows them (product pictures: images only)', async () => {
    const upload = vi.fn<typeof uploadFile>();
    const { container } = renderWithProviders(
      <FileUpload value={[]} onChange={() => {}} upload={upload} accept={['image/png']} hint="Pictures only" />,
    );
    expect(screen.getByText('Pictures only')).toBeInTheDocument();
    expect(input(container).accept).toBe('image/png,.png');
    const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await userEvent.upload(input(container), [pdf], { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid format');
    expect(upload).not.toHaveBeenCalled();
  });
});
