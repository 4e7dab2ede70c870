import { z } from 'zod';
import { isAcceptedImageValue } from '@/lib/image-field';

const MESSAGE = 'accounts:validation.thumbnailType';

/** A new account's picture can only be one the user just chose: an image read as a data URL. */
export const newThumbnailField = z.string().refine((v) => v === '' || /^data:image\//i.test(v), MESSAGE);

/**
 * On edit only a newly chosen picture is checked: the stored value is whatever the server keeps (an
 * https address, a relative or protocol-relative path) and must not block an unrelated edit. It is
 * never rendered unless displayable and never sent back.
 */
export const thumbnailField = z.string().refine(isAcceptedImageValue, MESSAGE);
