/**
 * Image fields (account thumbnail, self avatar, system background image) hold either the address the
 * server already has or a data URL the user just picked. Spec section 5: the image is sent only when
 * it is not an https address, that is, only when newly chosen; http is treated the same way so a
 * stored plain-http address is never re-uploaded.
 */
export function isNewImage(value: string | null | undefined): value is string {
  if (!value) return false;
  const v = value.trim().toLowerCase();
  return v !== '' && !v.startsWith('https://') && !v.startsWith('http://');
}

/** The value to put in a payload: the new data URL, or undefined to leave the stored image as is. */
export function imageToSend(value: string | null | undefined): string | undefined {
  return isNewImage(value) ? value : undefined;
}

/**
 * What an edit sends for an image field: the picture only when newly chosen, that is, neither the one
 * the record already holds nor a server address; undefined leaves the stored picture as it is.
 */
export function changedImageToSend(value: string, stored: string): string | undefined {
  return value === stored ? undefined : imageToSend(value);
}

/** Only images from data:image or http(s) are ever rendered. */
export function isDisplayableImage(value: string | null | undefined): value is string {
  if (!value) return false;
  return /^(data:image\/|https?:\/\/)/i.test(value.trim());
}

/** Reads a chosen file as a data URL (the form the API accepts for uploads). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('unreadable file'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** Form rule: a picked file must be an image; a stored address is accepted as the server gave it. */
export function isAcceptedImageValue(value: string): boolean {
  return !value.startsWith('data:') || value.startsWith('data:image/');
}
