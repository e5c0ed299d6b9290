#!/usr/bin/env python3
"""Independent reference for Herald's reader of Xcode project files, built on PyPI's `pbxproj` package.

    scripts/fetch-pbxproj.sh
    PYTHONPATH=.build/pbxproj python3 scripts/pbxproj-reference.py ROOT > reference.json

Finds every *.xcodeproj/project.pbxproj under ROOT (skipping hidden folders, Pods, Carthage, .build,
DerivedData), loads it with pbxproj's XcodeProject.load and prints one JSON document (keys sorted):
  {"projects": [{"path", "developmentRegion", "knownRegions", "targets": [{"name", "productType", "files"}]}]}
projects sorted by path, targets by name, files sorted and de-duplicated; a project the package cannot
load is {"path", "error"}. Every path is relative to ROOT. Definitions (the contract Herald also follows):

- Targets: every PBXNativeTarget (not aggregate or legacy targets).
- Member files: the fileRefs of the build files in the target's PBXSourcesBuildPhase, PBXResourcesBuildPhase
  and PBXHeadersBuildPhase phases. A PBXVariantGroup contributes each child's path; an XCVersionGroup (or a
  folder reference) its own path; a build file with no fileRef (productRef) and a PBXReferenceProxy nothing.
- Paths: sourceTree "<group>" = the parent group's path joined with `path` (a group without `path` is its
  parent's path; an object in no group, like the main group, starts from the source root); "SOURCE_ROOT" =
  source root joined with `path`; "<absolute>" = `path`; any other sourceTree (BUILT_PRODUCTS_DIR, SDKROOT,
  DEVELOPER_DIR, ...) is not in the repository, so the file (and anything below such a group) is left out.
  Source root = the folder holding the .xcodeproj joined with the PBXProject's projectDirPath. Parents come
  from the `children` of every PBXGroup, PBXVariantGroup, XCVersionGroup, PBXFileSystemSynchronizedRootGroup.
  Paths are os.path.normpath'ed and made relative to ROOT; paths outside ROOT are left out. Files that the
  project names but that are missing from disk are still listed.
- Synchronized folders (Xcode 16): for each PBXFileSystemSynchronizedRootGroup in the target's
  fileSystemSynchronizedGroups, every file below its folder (recursively; names starting with "." skipped)
  is a member; a folder ending in one of BUNDLES is one member and is not descended into. Left out: the
  `membershipExceptions` (relative to the group folder; a folder excludes everything below it) of the
  group's `exceptions` that are
    * a PBXFileSystemSynchronizedBuildFileExceptionSet whose `target` is this target. An entry
      "/Localized/dir/Name.ext" is Xcode's name for a localized file: it excludes dir/*.lproj/Name.*;
    * a PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet whose `buildPhase` is one of this
      target's phases other than Sources/Resources/Headers: Xcode moves those files into that phase (in
      practice a Copy Files phase), which does not count for membership.
  A build-file exception set for this target on a synchronized folder that is NOT one of the target's
  folders adds its membershipExceptions to the target instead (Xcode's "target membership" ticked for a
  few files of another target's folder).
"""
import json
import os
import sys

try:
    from pbxproj import XcodeProject
except ImportError:
    sys.exit("error: the pbxproj package is missing; run scripts/fetch-pbxproj.sh first, "
             "then this script with PYTHONPATH=.build/pbxproj")

SKIPPED = {"Pods", "Carthage", ".build", "DerivedData"}
MEMBER_PHASES = {"PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase"}
GROUPS = ("PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup")
BUNDLES = (".xcassets", ".bundle", ".xcdatamodeld", ".docc", ".scnassets", ".playground", ".framework",
           ".xcframework", ".xcstickers", ".appiconset", ".icon")
LOCALIZED = "/Localized/"


def find_projects(root):
    """The .xcodeproj folders under root that hold a project.pbxproj."""
    for folder, folders, files in os.walk(root):
        folders[:] = [name for name in folders if not name.startswith(".") and name not in SKIPPED]
        if folder.endswith(".xcodeproj") and "project.pbxproj" in files:
            yield folder


def folder_contents(folder):
    """Paths (relative to folder) of the files below it, bundle-like folders counting as one file."""
    contents = []
    for here, folders, files in os.walk(folder):
        inner = os.path.relpath(here, folder)
        descend = []
        for name in folders:
            if name.startswith("."):
                continue
            if name.endswith(BUNDLES):
                contents.append(os.path.normpath(os.path.join(inner, name)))
            else:
                descend.append(name)
        folders[:] = descend
        contents += [os.path.normpath(os.path.join(inner, name)) for name in files if not name.startswith(".")]
    return contents


def is_excepted(path, exceptions):
    """Whether path (relative to a synchronized folder) is named by one of the membershipExceptions."""
    for exception in exceptions:
        if exception.startswith(LOCALIZED):
            folder, name = os.path.split(exception[len(LOCALIZED):])
            lproj, file = os.path.split(path)
            if (lproj.endswith(".lproj") and os.path.dirname(lproj) == folder
                    and os.path.splitext(file)[0] == os.path.splitext(name)[0]):
                return True
        elif path == exception or path.startswith(exception.rstrip("/") + "/"):
            return True
    return False


class Project:
    def __init__(self, xcodeproj):
        loaded = XcodeProject.load(os.path.join(xcodeproj, "project.pbxproj"))
        self.objects = loaded.objects
        self.project = self.objects[loaded.rootObject]
        self.source_root = os.path.join(os.path.dirname(xcodeproj), self.project.get("projectDirPath", "") or "")
        self.parents = {child: group for group in self.objects.get_objects_in_section(*GROUPS)
                        for child in group.get("children", [])}

    def path(self, item):
        """The item's path (joined onto the source root), or None when it is not in the repository."""
        tree, own = item.get("sourceTree", "<group>"), item.get("path", "")
        if tree == "<group>":
            parent = self.parents.get(item.get_id())
            base = self.source_root if parent is None else self.path(parent)
        elif tree == "SOURCE_ROOT":
            base = self.source_root
        elif tree == "<absolute>":
            base = "/"
        else:
            return None
        return None if base is None else os.path.join(base, own)

    def reference_paths(self, reference):
        if reference is None or reference.isa == "PBXReferenceProxy":
            return []
        if reference.isa == "PBXVariantGroup":
            return [self.path(self.objects[child]) for child in reference.get("children", [])
                    if self.objects[child] is not None]
        return [self.path(reference)]

    def members(self, target):
        phases = [self.objects[key] for key in target.get("buildPhases", [])]
        paths = []
        for phase in phases:
            if phase is not None and phase.isa in MEMBER_PHASES:
                for key in phase.get("files", []):
                    build_file = self.objects[key]
                    if build_file is not None and "fileRef" in build_file:
                        paths += self.reference_paths(self.objects[build_file.fileRef])
        other_phases = {phase.get_id() for phase in phases if phase is not None and phase.isa not in MEMBER_PHASES}
        for key in target.get("fileSystemSynchronizedGroups", []):
            group = self.objects[key]
            folder = None if group is None else self.path(group)
            if folder is None:
                continue
            exceptions = []
            for exception_set in filter(None, (self.objects[set_key] for set_key in group.get("exceptions", []))):
                if (exception_set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                        and exception_set.get("target", None) == target.get_id()) or (
                        exception_set.isa == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"
                        and exception_set.get("buildPhase", None) in other_phases):
                    exceptions += exception_set.get("membershipExceptions", [])
            paths += [os.path.join(folder, path) for path in folder_contents(folder)
                      if not is_excepted(path, exceptions)]
        own = set(target.get("fileSystemSynchronizedGroups", []))
        for group in self.objects.get_objects_in_section("PBXFileSystemSynchronizedRootGroup"):
            folder = None if group.get_id() in own else self.path(group)
            if folder is None:
                continue
            added = []
            for exception_set in filter(None, (self.objects[set_key] for set_key in group.get("exceptions", []))):
                if (exception_set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                        and exception_set.get("target", None) == target.get_id()):
                    added += exception_set.get("membershipExceptions", [])
            if added:
                paths += [os.path.join(folder, path) for path in folder_contents(folder) if is_excepted(path, added)]
        return paths


def relative(path, root):
    """path made relative to root, or None when it is None or lies outside root."""
    if path is None:
        return None
    path = os.path.relpath(os.path.normpath(path), root)
    return None if path == ".." or path.startswith("../") else path


def describe(xcodeproj, root):
    project = Project(xcodeproj)
    targets = [{"name": target.get("name", ""),
                "productType": target.get("productType", None),
                "files": sorted({path for path in (relative(member, root) for member in project.members(target))
                                 if path is not None})}
               for target in project.objects.get_objects_in_section("PBXNativeTarget")]
    return {"developmentRegion": project.project.get("developmentRegion", None),
            "knownRegions": sorted(project.project.get("knownRegions", [])),
            "targets": sorted(targets, key=lambda target: target["name"])}


def main(root):
    projects = []
    for xcodeproj in find_projects(root):
        entry = {"path": os.path.relpath(xcodeproj, root)}
        try:
            entry.update(describe(xcodeproj, root))
        except Exception as error:  # the package could not read it: say so and go on
            entry["error"] = f"{type(error).__name__}: {error}"
        projects.append(entry)
    json.dump({"projects": sorted(projects, key=lambda project: project["path"])}, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: PYTHONPATH=.build/pbxproj python3 scripts/pbxproj-reference.py ROOT")
    main(sys.argv[1])
