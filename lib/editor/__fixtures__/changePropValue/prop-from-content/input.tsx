import { demoVideo } from "@/content/pages/demo-video";

export function DemoVideo() {
  return <video className="w-full rounded-lg" src={demoVideo.src} controls />;
}
