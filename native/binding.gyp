{
  "targets": [
    {
      "target_name": "link_kit",
      "sources": ["addon.c", "beneath.c", "json.c", "lines.c", "pages.c"],
      "cflags": ["-O2", "-Wall", "-Wextra", "-Werror"]
    }
  ]
}
