// Where the client build put a module that is loaded on demand: Vite's manifest of the client
// build (kept in build/client/.vite/ by vite.config.ts's build.manifest; never served, since only
// /assets and the top-level files of build/client are) maps each source file to its chunk.
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
}

/** The URL of the chunk built from `source` (a path from the project's root), or null if there is none. */
export function builtChunkUrl(clientDir: string, source: string): string | null {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = manifest[source];
  return chunk ? `/${chunk.file}` : null;
}
