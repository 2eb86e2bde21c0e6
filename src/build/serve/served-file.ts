import { constants } from "node:fs";
import { open, realpath } from "node:fs/promises";
import { sep } from "node:path";

/** A file the server may answer with: its real path, its bytes and when it last changed. */
export interface ServedFile {
  path: string;
  bytes: Buffer;
  modified: Date;
}

function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(`${root}${sep}`);
}

/**
 * Reads `candidate` when it is a regular file whose real path lies inside the served folder's real
 * path (`root`): a symlink may point anywhere inside, never out. The time and the bytes come from one
 * open handle, so they describe the same file even when a rebuild replaces it meanwhile; a file that
 * vanishes or changes kind under the request reads as absent instead of throwing.
 */
export async function readServedFile(root: string, candidate: string): Promise<ServedFile | null> {
  const real = await realpath(candidate).catch(() => null);
  if (!real || !isInside(root, real)) return null;
  // O_NONBLOCK: opening a FIFO someone left in the folder must not hang a thread waiting for a writer.
  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => null);
  if (!handle) return null;
  try {
    const info = await handle.stat();
    return info.isFile() ? { path: real, bytes: await handle.readFile(), modified: info.mtime } : null;
  } catch {
    return null;
  } finally {
    await handle.close().catch(() => undefined);
  }
}
