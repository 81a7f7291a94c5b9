import { Button } from "@/components/ui/button";

export function Actions() {
  return (
    <div className="flex gap-3">
      <Button className="mt-2" variant="outline">
        Cancel
      </Button>
    </div>
  );
}
