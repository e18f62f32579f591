/** Product images arrive as data URLs and are stored by the file service; the row keeps the public path. */
import type { Context } from '../../context';
import { badInput } from '../errors';

/** Stores a new image, or answers BAD_USER_INPUT on the image field. */
export async function storeImage(ctx: Context, dataUrl: string): Promise<string> {
  const saved = await ctx.services.files.saveImage(dataUrl);
  if (!saved.ok) throw badInput({ image: { code: saved.code } });
  return saved.path;
}
