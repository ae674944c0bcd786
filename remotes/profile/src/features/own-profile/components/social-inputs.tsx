import { SOCIAL_PLATFORMS, type SocialIds, type SocialPlatform } from '@hackmate/shared/catalogues';
import { SOCIAL_ID_MAX } from '@hackmate/shared/validation';

const PLACEHOLDERS: Record<SocialPlatform, string> = {
  Linkedin: 'linkedin.com/in/you',
  Github: 'github.com/you',
  LeetCode: 'leetcode.com/u/you',
  GeeksForGeeks: 'geeksforgeeks.org/user/you',
  CodeForces: 'codeforces.com/profile/you',
  CodeChef: 'codechef.com/users/you',
};

interface SocialInputsProps {
  value: SocialIds;
  onChange: (platform: SocialPlatform, value: string) => void;
}

/** One input per coding/social platform (SPEC §3: the six platforms, each may stay empty). */
export function SocialInputs({ value, onChange }: SocialInputsProps) {
  return (
    <fieldset className="hm-profile-fieldset">
      <legend>Coding &amp; Social Profiles</legend>
      {SOCIAL_PLATFORMS.map((platform) => (
        <label key={platform} className="hm-profile-field">
          <span>{platform}</span>
          <input
            className="hm-input"
            type="text"
            inputMode="url"
            maxLength={SOCIAL_ID_MAX}
            placeholder={PLACEHOLDERS[platform]}
            value={value[platform]}
            onChange={(e) => onChange(platform, e.target.value)}
          />
        </label>
      ))}
    </fieldset>
  );
}
