// The sides of a picture the user picked, read by the browser (the domain judges the numbers: a logo's
// suggested 600×350); undefined when the browser cannot decode it (the server then says why).
export async function measurePicture(file: Blob): Promise<{ readonly width: number; readonly height: number } | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const sides = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return sides;
  } catch {
    return undefined;
  }
}
