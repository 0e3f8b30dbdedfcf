import { Box } from '@mantine/core';
import { useState } from 'react';
import { WEB_STRINGS } from '../../config/strings';
import { nameInitials } from '../../lib/format';
import classes from './logo-tile.module.css';

export type LogoTileProps = {
  /** The organisation name; its initials are the fallback and it names the image. */
  name: string;
  /** The logo URL, or null when the client has none. */
  src: string | null;
  /** Fetching the logo failed. */
  failed?: boolean;
  size?: number;
};

/**
 * Client logo (spec 01 section 2): the image; a red '!' when it fails to load; the name's
 * initials when there is no logo.
 */
export function LogoTile({ name, src, failed = false, size = 48 }: LogoTileProps) {
  // Remember which URL failed, so a new URL gets a fresh attempt without an effect.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const imageFailed = src !== null && brokenSrc === src;
  const style = { width: size, height: size };

  if (failed || imageFailed) {
    return (
      <Box
        className={classes.tile}
        data-state="error"
        role="img"
        aria-label={WEB_STRINGS.logo.failedToLoad}
        title={WEB_STRINGS.logo.failedToLoad}
        style={style}
      >
        <span aria-hidden="true">{'!'}</span>
      </Box>
    );
  }
  if (src) {
    return (
      <Box className={classes.tile} style={style}>
        <img
          className={classes.image}
          src={src}
          alt={WEB_STRINGS.logo.alt(name)}
          onError={() => setBrokenSrc(src)}
        />
      </Box>
    );
  }
  return (
    <Box
      className={classes.tile}
      data-state="initials"
      role="img"
      aria-label={WEB_STRINGS.logo.alt(name)}
      style={style}
    >
      <span aria-hidden="true">{nameInitials(name)}</span>
    </Box>
  );
}
