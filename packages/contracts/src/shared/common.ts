/** Values every call shares: languages, channels and the device descriptor sent in the Device header. */
import { z } from 'zod';
import { CHANNELS, LANGUAGES } from './names.ts';

export { APP_VERSION, CHANNELS, DEFAULT_LANGUAGE, HEADER_NAMES, LANGUAGES } from './names.ts';

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const channelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof channelSchema>;

/** The device descriptor of spec §3, sent as JSON in the `Device` header of every request. */
export const deviceDescriptorSchema = z.object({
  isInTunisia: z.boolean(),
  deviceType: z.string().min(1).max(64),
  os: z.string().min(1).max(64),
  version: z.string().max(64),
  appVersion: z.string().min(1).max(32),
  deviceId: z.string().min(8).max(128),
  playerId: z.string().max(256).nullable().optional(),
  platform: channelSchema,
  class: z.string().max(128).optional(),
});
export type DeviceDescriptor = z.infer<typeof deviceDescriptorSchema>;
