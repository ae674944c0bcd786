import type { SocialIds } from './catalogues/socials';

export interface Project {
  _id: string;
  title: string;
  description: string;
  url: string;
  techStack: string;
}

export interface Hackathon {
  _id: string;
  name: string;
  description: string;
  outcome: string;
  date: string;
  role: string;
}

/** What any signed-in user may see of another user. Never e-mail or secrets. */
export interface PublicUser {
  _id: string;
  fullName: string;
  userName: string;
  profileUrl: string;
  bio: string;
  gradYear: number | null;
  skills: string[];
  socialIds: Partial<SocialIds>;
}

export interface PublicProfile extends PublicUser {
  projects: Project[];
  hackathons: Hackathon[];
}

/** The signed-in user's own profile: public fields plus their own e-mail. */
export interface OwnProfile extends PublicProfile {
  emailId: string;
}

export interface FeedUser extends PublicUser {
  hackathonCount: number;
  /** Why this developer is suggested, e.g. "3 shared skills". */
  reason?: string;
}

export interface ConnectionRequest {
  _id: string;
  senderId: PublicUser;
  receiverId: PublicUser;
  status: 'interested' | 'ignore' | 'accepted' | 'rejected';
}

export interface ChatMessage {
  _id: string;
  senderId: string;
  receiverId: string;
  message: string;
  text: string;
  timestamp: string;
  senderName: string;
  clientId?: string | null;
}

export interface Conversation {
  _id: string;
  participants: PublicUser[];
  lastMessage: { text: string; timestamp: string } | null;
}
