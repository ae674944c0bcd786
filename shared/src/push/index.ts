export { disablePush, enablePush, pushState, pushSupported, type PushState } from './push-client';
export { offerPush, PushPrompt, type PushPromptProps, type PushReason } from './push-prompt';
