import { remoteRsbuildConfig } from '@hackmate/shared/build/remote';

export default remoteRsbuildConfig('teams');
