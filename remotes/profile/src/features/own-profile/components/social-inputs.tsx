import { SOCIAL_PLATFORMS, type SocialIds, type SocialPlatform } from '@hackmate/shared/catalogues';
import { SOCIAL_ID_MAX, SOCIAL_LINK_RULES } from '@hackmate/shared/validation';
import { EditField } from './edit-field';

interface SocialInputsProps {
  value: SocialIds;
  onChange: (platform: SocialPlatform, value: string) => void;
  /** What is wrong with each link, by platform. */
  errors: Partial<Record<SocialPlatform, string>>;
}

/** One input per coding/social platform (SPEC §3: the six platforms, each may stay empty). */
export function SocialInputs({ value, onChange, errors }: SocialInputsProps) {
  return (
    <fieldset className="hm-profile-fieldset">
      <legend>Coding &amp; Social Profiles</legend>
      {SOCIAL_PLATFORMS.map((platform) => (
        <EditField
          key={platform}
          name={`socialIds.${platform}`}
          label={platform}
          inputMode="url"
          autoCapitalize="none"
          maxLength={SOCIAL_ID_MAX}
          placeholder={SOCIAL_LINK_RULES[platform].example}
          value={value[platform]}
          error={errors[platform]}
          onChange={(v) => onChange(platform, v)}
        />
      ))}
    </fieldset>
  );
}
